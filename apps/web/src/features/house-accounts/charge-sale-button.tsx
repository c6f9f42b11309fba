import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { AccountStatus, can, formatMoney, OrderStatus, type Sale } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useChargeSale } from "./house-account-mutations";
import { useHouseAccount } from "./house-account-queries";

/**
 * "Charge to account" on a pending sale with a customer who has an active account: the balance
 * completes the sale on the account (the server checks the limit and who may charge).
 */
export function ChargeSaleButton({ sale }: { sale: Sale }) {
  const group = useSessionStore(sessionSelectors.group);
  const balance = sale.amount - sale.paidTotal;
  const eligible =
    !sale.deleted && sale.status === OrderStatus.Pending && sale.customer !== null && balance > 0 && can(group, "sales.new", "sales.edit", "sales.pos.new");
  const account = useHouseAccount(sale.customer?.id ?? null, eligible && can(group, "customers.list"));
  const [opened, setOpened] = useState(false);
  if (!eligible || account.data?.account?.status !== AccountStatus.Active) return null;
  const needsDriver = account.data.account.drivers.length > 0;
  return (
    <Group justify="flex-end">
      <Button variant="light" onClick={() => setOpened(true)}>
        Charge to account
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Charge to account"
        closeOnClickOutside={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {opened && (
          <ChargeForm sale={sale} balance={balance} available={account.data.availableCredit} needsDriver={needsDriver} onDone={() => setOpened(false)} />
        )}
      </Modal>
    </Group>
  );
}

function ChargeForm({
  sale,
  balance,
  available,
  needsDriver,
  onDone,
}: {
  sale: Sale;
  balance: number;
  available: number;
  needsDriver: boolean;
  onDone: () => void;
}) {
  const charge = useChargeSale(sale.id);
  const key = useIdempotencyKey();
  const [driverName, setDriverName] = useState("");
  const [reference, setReference] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await charge.mutateAsync({ body: { expectedBalance: balance, driverName: driverName.trim(), reference: reference.trim() }, idempotencyKey: key.key });
      key.renew();
      onDone();
    } catch {
      // The notice has said why (over the limit, a driver not named); the dialog stays for another try.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {formatMoney(balance)} goes on {sale.customer!.name}'s account ({formatMoney(available)} available).
        </Text>
        {needsDriver && (
          <TextInput label="Driver" required data-autofocus value={driverName} onChange={(event) => setDriverName(event.currentTarget.value)} maxLength={60} />
        )}
        <TextInput label="Their reference (PO)" value={reference} onChange={(event) => setReference(event.currentTarget.value)} maxLength={100} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={charge.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={charge.isPending}>
            Charge {formatMoney(balance)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
