import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { accountPaymentMethods, formatMoney, messages, PaymentMethod, paymentMethodLabels, saleRefusals } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { CashNeedsDrawerNotice, useStationRegister } from "../registers";
import { usePayOnAccount } from "./house-account-mutations";

export interface AccountPaymentDialogProps {
  customerId: string;
  balance: number;
  opened: boolean;
  onClose: () => void;
}

/** Money received on account: it settles the oldest invoices first; cash goes into this station's open drawer. */
export function AccountPaymentDialog({ customerId, balance, opened, onClose }: AccountPaymentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Payment on account" closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      {opened && <AccountPaymentForm customerId={customerId} balance={balance} onClose={onClose} />}
    </Modal>
  );
}

function AccountPaymentForm({ customerId, balance, onClose }: Omit<AccountPaymentDialogProps, "opened">) {
  const pay = usePayOnAccount(customerId);
  const key = useIdempotencyKey();
  const { openSession } = useStationRegister();
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Cash);
  const [amount, setAmount] = useState<number | null>(balance);
  const [reference, setReference] = useState("");
  const [tried, setTried] = useState(false);
  const [noDrawer, setNoDrawer] = useState(false);
  const amountError = !tried ? undefined : amount === null ? messages.required : amount < 1 ? messages.min001 : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amount === null || amount < 1) return;
    setNoDrawer(false);
    try {
      await pay.mutateAsync({
        body: { method, amount, reference: reference.trim(), registerSessionId: openSession?.id },
        idempotencyKey: key.key,
      });
      key.renew();
      onClose();
    } catch (error) {
      // The notice said why; the same key serves the retry.
      setNoDrawer(error instanceof ApiError && error.code === saleRefusals.cashNeedsDrawer.code);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Owed on the account: {formatMoney(balance)}. The payment settles the oldest invoices first.</Text>
        <EnumSelect label="Method" enumeration={PaymentMethod} labels={paymentMethodLabels} only={accountPaymentMethods} value={method} onChange={setMethod} />
        <MoneyInput label="Amount" required data-autofocus value={amount} onChange={setAmount} max={balance} error={amountError} />
        <TextInput
          label="Reference"
          placeholder="Check number, last 4 digits…"
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={100}
        />
        {noDrawer && <CashNeedsDrawerNotice />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Take payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
