import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatMoney, messages, PaymentMethod, paymentMethodLabels, salesMessages, type PaymentInput } from "@washdesk/domain";
import { useImperativeHandle, useState, type Ref } from "react";
import { MoneyInput } from "../../components/money-input";
import type { CartPayment } from "./pos-cart";
import { cashChange, quickCashAmounts } from "./quick-cash";
import { TapChoice } from "./tap-choice";
import classes from "../../components/plain-table.module.css";

/** The methods a counter takes, in the order a cashier reaches for them. */
const METHODS = [
  { method: PaymentMethod.Cash, label: "Cash" },
  { method: PaymentMethod.CreditCard, label: "Card" },
  { method: PaymentMethod.Terminal, label: "Terminal" },
  { method: PaymentMethod.Check, label: "Check" },
  { method: PaymentMethod.Other, label: "Other" },
] as const;

export interface PaymentPanelActions {
  /** F8: the whole balance (and the tip typed) in cash, handed over exactly. */
  payCashExact: () => void;
}

export interface PaymentPanelProps {
  /** What is still to pay, or null while a line is half-typed. */
  balance: number | null;
  payments: readonly CartPayment[];
  disabled: boolean;
  onAdd: (payment: PaymentInput) => void;
  onRemove: (key: string) => void;
  actionsRef?: Ref<PaymentPanelActions>;
}

interface Errors {
  amount?: string;
  tip?: string;
  tendered?: string;
}

/**
 * Taking money: the method, an amount (the balance unless a split is typed), a tip on top, and for
 * cash one-tap amounts with the change due. Several payments may be taken before completing.
 */
export function PaymentPanel({ balance, payments, disabled, onAdd, onRemove, actionsRef }: PaymentPanelProps) {
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Cash);
  const [amount, setAmount] = useState<number | null>(null);
  const [tip, setTip] = useState<number | null>(null);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const isCash = method === PaymentMethod.Cash;
  const open = balance ?? 0;
  // An empty amount means "the rest": the usual case is one payment of the whole balance.
  const paying = amount ?? open;
  const tipCents = tip ?? 0;
  const canPay = !disabled && balance !== null && balance > 0;
  const typedChange = isCash && tendered !== null ? cashChange(tendered, paying, tipCents) : null;

  const clear = () => {
    setAmount(null);
    setTip(null);
    setTendered(null);
    setReference("");
    setErrors({});
  };

  const take = (handedOver: number | null) => {
    const found: Errors = {};
    if (paying < 1) found.amount = messages.min001;
    else if (paying > open) found.amount = salesMessages.paymentOverBalance(open);
    if (tipCents < 0) found.tip = messages.minPositive;
    if (isCash && handedOver !== null && handedOver < paying + tipCents) found.tendered = salesMessages.tenderedTooLow;
    setErrors(found);
    if (!canPay || Object.keys(found).length > 0) return;
    onAdd({
      method,
      amount: paying,
      tip: tipCents,
      tendered: isCash && handedOver !== null ? handedOver : undefined,
      reference: isCash ? "" : reference.trim(),
    });
    clear();
  };

  useImperativeHandle(actionsRef, () => ({
    payCashExact: () => {
      if (!canPay || paying < 1 || paying > open) return;
      setMethod(PaymentMethod.Cash);
      onAdd({ method: PaymentMethod.Cash, amount: paying, tip: tipCents, tendered: paying + tipCents, reference: "" });
      clear();
    },
  }));

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pos-payment-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pos-payment-title">
          Payment
        </Title>

        {payments.length > 0 && (
          <table aria-label="Payments taken" className={classes.table}>
            <tbody>
              {payments.map((payment) => {
                const change = payment.tendered === undefined ? null : cashChange(payment.tendered, payment.amount, payment.tip ?? 0);
                return (
                  <tr key={payment.key}>
                    <td>{paymentMethodLabels[payment.method]}</td>
                    <td className={classes.amount}>{formatMoney(payment.amount)}</td>
                    <td>
                      <Text size="xs" c="dimmed">
                        {[
                          payment.tip ? `tip ${formatMoney(payment.tip)}` : "",
                          change !== null && change > 0 ? `change ${formatMoney(change)}` : "",
                          payment.reference ?? "",
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </td>
                    <td className={classes.action}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove ${paymentMethodLabels[payment.method]} payment of ${formatMoney(payment.amount)}`}
                        onClick={() => onRemove(payment.key)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}

        {canPay && (
          <>
            <TapChoice
              label="Payment method"
              data={METHODS.map(({ method: value, label }) => ({ value: String(value), label }))}
              value={String(method)}
              onChange={(value) => {
                setMethod(Number(value) as PaymentMethod);
                setErrors({});
              }}
            />
            <SimpleGrid cols={2} spacing="xs">
              <MoneyInput
                label="Amount"
                description="Less than the balance splits the payment"
                placeholder={formatMoney(open).replace("$", "")}
                value={amount}
                onChange={setAmount}
                error={errors.amount}
              />
              <MoneyInput label="Tip" placeholder="0.00" value={tip} onChange={setTip} error={errors.tip} />
            </SimpleGrid>

            {isCash ? (
              <>
                <Group gap="xs" role="group" aria-label="Quick cash">
                  {quickCashAmounts(paying + tipCents).map((cash, index) => (
                    <Button
                      key={cash}
                      size="lg"
                      variant={index === 0 ? "filled" : "light"}
                      onClick={() => take(cash)}
                      aria-label={index === 0 ? `Exact cash ${formatMoney(cash)}` : `Cash ${formatMoney(cash)}`}
                    >
                      {index === 0 ? `Exact ${formatMoney(cash)}` : formatMoney(cash)}
                    </Button>
                  ))}
                </Group>
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  {/* The field gives way, not the button: "Take cash" stays readable in a narrow column. */}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <MoneyInput label="Cash tendered" value={tendered} onChange={setTendered} error={errors.tendered} />
                  </div>
                  <Button size="md" variant="default" onClick={() => take(tendered)} style={{ flexShrink: 0 }}>
                    Take cash
                  </Button>
                </Group>
                {typedChange !== null && (
                  <Text fw={600} c={typedChange < 0 ? "red" : undefined} aria-live="polite">
                    {typedChange < 0 ? `Short by ${formatMoney(-typedChange)}` : `Change due: ${formatMoney(typedChange)}`}
                  </Text>
                )}
              </>
            ) : (
              // In a narrow column the button goes under the field rather than out of the panel.
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  label="Reference"
                  placeholder="Last 4 digits, check number…"
                  value={reference}
                  onChange={(event) => setReference(event.currentTarget.value)}
                  maxLength={100}
                  style={{ flex: 1, minWidth: 160 }}
                />
                <Button size="md" onClick={() => take(null)}>
                  Take {formatMoney(paying + tipCents)} by {METHODS.find((m) => m.method === method)?.label ?? "card"}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
