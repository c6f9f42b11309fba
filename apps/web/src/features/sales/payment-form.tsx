import { Button, Group, Text, TextInput } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import { enumValues, formatMoney, messages, PaymentMethod, paymentMethodLabels, salesMessages, type PaymentInput } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";

const allMethods = enumValues(PaymentMethod);
const methodsButPoints = allMethods.filter((method) => method !== PaymentMethod.AwardPoints);

export interface PaymentFormProps {
  /** What is still to pay; the amount starts there. */
  balance: number;
  /** Award points pay only for a customer's sale. */
  allowAwardPoints: boolean;
  submitting?: boolean;
  onSubmit: (payment: PaymentInput) => void;
}

interface PaymentErrors {
  amount?: string;
  tip?: string;
  tendered?: string;
}

/** Cash change: what was handed over minus the amount and the tip; null until a tender is typed. */
export function changeDue(tendered: number | null, amount: number | null, tip: number | null): number | null {
  if (tendered === null) return null;
  return tendered - (amount ?? 0) - (tip ?? 0);
}

function check(method: PaymentMethod, amount: number | null, tip: number | null, tendered: number | null, balance: number): PaymentErrors {
  const errors: PaymentErrors = {};
  if (amount === null) errors.amount = messages.required;
  else if (amount < 1) errors.amount = messages.min001;
  else if (amount > balance) errors.amount = salesMessages.paymentOverBalance(balance);
  if (tip !== null && tip < 0) errors.tip = messages.minPositive;
  if (method === PaymentMethod.Cash && tendered !== null && amount !== null && tendered < amount + (tip ?? 0)) {
    errors.tendered = salesMessages.tenderedTooLow;
  }
  return errors;
}

/** One payment: method, amount (starting at the balance), tip, and for cash the amount tendered with the change due. */
export function PaymentForm({ balance, allowAwardPoints, submitting, onSubmit }: PaymentFormProps) {
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Cash);
  const [amount, setAmount] = useState<number | null>(balance);
  const [tip, setTip] = useState<number | null>(null);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<PaymentErrors>({});
  const isCash = method === PaymentMethod.Cash;
  const change = isCash ? changeDue(tendered, amount, tip) : null;
  const methods = allowAwardPoints ? allMethods : methodsButPoints;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(method, amount, tip, tendered, balance);
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    onSubmit({
      method,
      amount,
      tip: tip ?? 0,
      tendered: isCash && tendered !== null ? tendered : undefined,
      reference: reference.trim(),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add payment">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <EnumSelect
          label="Payment method"
          enumeration={PaymentMethod}
          labels={paymentMethodLabels}
          only={methods}
          value={method}
          onChange={setMethod}
          w={170}
        />
        <MoneyInput label="Amount" value={amount} onChange={setAmount} error={errors.amount} required />
        <MoneyInput label="Tip" value={tip} onChange={setTip} error={errors.tip} placeholder="0.00" />
        {isCash && <MoneyInput label="Cash tendered" value={tendered} onChange={setTendered} error={errors.tendered} />}
        {!isCash && <TextInput label="Reference" value={reference} onChange={(event) => setReference(event.currentTarget.value)} maxLength={100} w={180} />}
        <Button type="submit" mt={25} loading={submitting} leftSection={<IconCash size={16} aria-hidden />}>
          Add payment
        </Button>
      </Group>
      {change !== null && (
        <Text mt="xs" fw={600} c={change < 0 ? "red" : undefined} aria-live="polite">
          {change < 0 ? `Short by ${formatMoney(-change)}` : `Change due: ${formatMoney(change)}`}
        </Text>
      )}
    </form>
  );
}
