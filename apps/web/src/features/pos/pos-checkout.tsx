import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconFileInvoice } from "@tabler/icons-react";
import { formatMoney } from "@washdesk/domain";
import type { Ref } from "react";

export interface PosCheckoutProps {
  /** The sale total, or null while a line is half-typed. */
  total: number | null;
  paid: number;
  /** Change to hand back for the last cash payment taken. */
  lastChange: number | null;
  canComplete: boolean;
  completing: boolean;
  failure: string | null;
  onComplete: () => void;
  /** Where focus returns when the server refuses the sale: one more tap tries again. */
  completeRef?: Ref<HTMLButtonElement>;
  /** The customer has an active house account: the balance may be charged to it instead of paid. */
  charge?: ChargeOption | null;
}

export interface ChargeOption {
  canCharge: boolean;
  available: number;
  /** The drivers the account names (empty: anyone may charge), and the one chosen. */
  drivers: readonly string[];
  driver: string | null;
  onDriver: (name: string | null) => void;
  onCharge: () => void;
}

/** What is still to pay, always in sight, and the one button that rings the sale up. */
export function PosCheckout({ total, paid, lastChange, canComplete, completing, failure, onComplete, completeRef, charge }: PosCheckoutProps) {
  const balance = total === null ? null : total - paid;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Balance">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div aria-live="polite">
            <Text size="sm" c="dimmed">
              {balance !== null && balance < 0 ? "Paid too much by" : "Balance due"}
            </Text>
            <Text fz={36} fw={700} lh={1.1} c={balance !== null && balance < 0 ? "red" : undefined} data-testid="pos-balance">
              {balance === null ? "—" : formatMoney(Math.abs(balance))}
            </Text>
            <Text size="sm" c="dimmed">
              Total {total === null ? "—" : formatMoney(total)} · Paid {formatMoney(paid)}
            </Text>
          </div>
          {lastChange !== null && lastChange > 0 && (
            <div aria-live="polite">
              <Text size="sm" c="dimmed" ta="right">
                Change due
              </Text>
              <Text fz={28} fw={700} lh={1.1} ta="right" aria-label={`Change due ${formatMoney(lastChange)}`}>
                {formatMoney(lastChange)}
              </Text>
            </div>
          )}
        </Group>
        {balance !== null && balance < 0 && (
          <Alert color="red" variant="light" title="Payments exceed the total">
            Take a payment off before completing.
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" title="The sale was not saved" role="alert">
            {failure}
          </Alert>
        )}
        {charge && charge.drivers.length > 0 && (
          <Select label="Driver charging" placeholder="Who is charging" data={[...charge.drivers]} value={charge.driver} onChange={charge.onDriver} />
        )}
        {/* Side by side, so offering the account adds no height: Complete sale stays in sight at 1024 × 768. */}
        <SimpleGrid cols={charge ? 2 : 1} spacing="xs">
          <Button
            ref={completeRef}
            size="xl"
            fullWidth
            leftSection={<IconCheck size={22} aria-hidden />}
            disabled={!canComplete}
            loading={completing}
            onClick={onComplete}
          >
            Complete sale
          </Button>
          {charge && (
            <Button
              size="xl"
              fullWidth
              variant="light"
              leftSection={<IconFileInvoice size={22} aria-hidden />}
              disabled={!charge.canCharge || (charge.drivers.length > 0 && !charge.driver)}
              loading={completing}
              onClick={charge.onCharge}
              title={`${formatMoney(charge.available)} available on the account`}
            >
              Charge to account
            </Button>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
