import { ActionIcon, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatMoney, paymentMethodLabels, type PaymentInput, type PaymentMethod } from "@washdesk/domain";
import type { ReactNode } from "react";
import { PaymentForm } from "./payment-form";

/** A payment as the panel lists it: taken already, or still a draft of a sale not yet saved. */
export interface PaymentRow {
  key: string;
  method: PaymentMethod;
  amount: number;
  tip: number;
  tendered: number | null;
  change: number | null;
  reference: string;
}

export interface PaymentsPanelProps {
  /** The sale total, or null while a line is half-typed. */
  amount: number | null;
  payments: readonly PaymentRow[];
  /** Whether this person may take a payment on this sale now. */
  canAdd: boolean;
  allowAwardPoints: boolean;
  adding?: boolean;
  /** Shown under the payment form: why the server refused the payments (no open drawer for cash). */
  refusal?: ReactNode;
  onAdd: (payment: PaymentInput) => void;
  /** Drafts can be taken off again; payments already taken are refunded instead. */
  onRemove?: (key: string) => void;
}

export const paidOf = (payments: readonly { amount: number }[]) => payments.reduce((sum, payment) => sum + payment.amount, 0);

/** Split payments: every payment, what is paid, the balance remaining, and the form for the next one. */
export function PaymentsPanel({ amount, payments, canAdd, allowAwardPoints, adding, refusal, onAdd, onRemove }: PaymentsPanelProps) {
  const paid = paidOf(payments);
  const balance = amount === null ? null : amount - paid;
  const money = (cents: number | null) => (cents === null ? "" : formatMoney(cents));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="payments-title">
          Payments
        </Title>
        {payments.length > 0 && (
          <Table aria-label="Payments" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Method</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Tip</Table.Th>
                <Table.Th ta="right">Tendered</Table.Th>
                <Table.Th ta="right">Change</Table.Th>
                <Table.Th>Reference</Table.Th>
                {onRemove && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.key}>
                  <Table.Td>{paymentMethodLabels[payment.method]}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
                  <Table.Td ta="right">{payment.tip > 0 ? formatMoney(payment.tip) : ""}</Table.Td>
                  <Table.Td ta="right">{money(payment.tendered)}</Table.Td>
                  <Table.Td ta="right">{money(payment.change)}</Table.Td>
                  <Table.Td>{payment.reference}</Table.Td>
                  {onRemove && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${paymentMethodLabels[payment.method]} payment of ${formatMoney(payment.amount)}`}
                        onClick={() => onRemove(payment.key)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="xl" aria-live="polite">
          <Text>
            Paid: <strong>{formatMoney(paid)}</strong>
          </Text>
          {balance !== null && balance >= 0 && (
            <Text>
              Balance remaining: <strong>{formatMoney(balance)}</strong>
            </Text>
          )}
          {balance !== null && balance < 0 && (
            <Text c="red" fw={600}>
              Payments exceed the total by {formatMoney(-balance)}
            </Text>
          )}
        </Group>
        {canAdd && balance !== null && balance > 0 && (
          // Remounted when the balance changes, so the amount starts at what is still to pay.
          <PaymentForm key={balance} balance={balance} allowAwardPoints={allowAwardPoints} submitting={adding} onSubmit={onAdd} />
        )}
        {refusal}
      </Stack>
    </Paper>
  );
}
