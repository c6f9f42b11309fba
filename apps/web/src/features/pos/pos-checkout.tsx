import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
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
}

/** What is still to pay, always in sight, and the one button that rings the sale up. */
export function PosCheckout({ total, paid, lastChange, canComplete, completing, failure, onComplete, completeRef }: PosCheckoutProps) {
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
      </Stack>
    </Paper>
  );
}
