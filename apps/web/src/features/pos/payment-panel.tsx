import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  defaultPaymentProfile,
  formatMoney,
  messages,
  PaymentMethod,
  paymentMethodLabels,
  planPayment,
  salesMessages,
  tipPromptMethods,
  type PaymentAsked,
  type PaymentInput,
} from "@washdesk/domain";
import { useImperativeHandle, useState, type Ref } from "react";
import { MoneyInput } from "../../components/money-input";
import { usePaymentProfile } from "./payment-profile-query";
import type { CartPayment } from "./pos-cart";
import { cashChange, quickCashAmounts } from "./quick-cash";
import { TapChoice } from "./tap-choice";
import { TipPrompt } from "./tip-prompt";
import classes from "../../components/plain-table.module.css";

/** The methods a counter takes, in the order a cashier reaches for them; their words are the domain's. */
const METHODS = [PaymentMethod.Cash, PaymentMethod.CreditCard, PaymentMethod.Terminal, PaymentMethod.Check, PaymentMethod.Other] as const;
const METHOD_CHOICES = METHODS.map((method) => ({ value: String(method), label: paymentMethodLabels[method] }));

/** The counter never pays with points: planning needs no points rates. */
const NO_POINTS = { earnPointsPerDollar: 0, pointValueCents: 0 };

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

/** What a take would do: the payment to add, or the errors on the fields they concern. */
type Taking = { ok: true; payment: PaymentInput } | { ok: false; errors: Errors };

/**
 * Taking money: the method, an amount (the balance unless a split is typed), a tip on top, and for
 * cash one-tap amounts with the change due. Cash handed over below what is due pays that much and
 * leaves the rest for the next method. A card asks for a tip first. Several payments may be taken
 * before completing.
 */
export function PaymentPanel({ balance, payments, disabled, onAdd, onRemove, actionsRef }: PaymentPanelProps) {
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Cash);
  const [amount, setAmount] = useState<number | null>(null);
  const [tip, setTip] = useState<number | null>(null);
  const [tendered, setTendered] = useState<number | null>(null);
  const [reference, setReference] = useState("");
  // Which take was tried: its errors show from then on, each gone as soon as its cause is.
  const [attempt, setAttempt] = useState<"cash" | "other" | null>(null);
  const [tipping, setTipping] = useState(false);
  const profile = usePaymentProfile();
  const isCash = method === PaymentMethod.Cash;
  const asksTip = tipPromptMethods.includes(method);
  const open = balance ?? 0;
  // An empty amount means "the rest": the usual case is one payment of the whole balance.
  const paying = amount ?? open;
  const tipCents = asksTip ? 0 : (tip ?? 0);
  const canPay = !disabled && balance !== null && balance > 0;
  const methodLabel = paymentMethodLabels[method];

  /** Plans one payment against the balance as the server will, and says what is wrong on which field. */
  const plan = (handedOver: number | null, tipOnTop = tipCents): Taking => {
    const errors: Errors = {};
    let asked: PaymentAsked = { method, amount: paying, tip: tipOnTop, reference: isCash ? "" : reference.trim() };
    if (tipOnTop < 0) errors.tip = messages.minPositive;
    if (isCash && handedOver !== null) {
      if (handedOver < paying + tipOnTop) {
        // Less than is due: that much is taken in cash (after the tip), the rest waits for another method.
        if (handedOver - tipOnTop < 1) errors.tendered = tipOnTop > 0 ? salesMessages.tenderedBelowTip(tipOnTop) : messages.min001;
        asked = { ...asked, amount: handedOver - tipOnTop, tendered: handedOver };
      } else asked = { ...asked, tendered: handedOver };
    }
    if (asked.amount < 1 && !errors.tendered) errors.amount = messages.min001;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const planned = planPayment({ amount: open, paidTotal: 0, customerId: null }, asked, NO_POINTS);
    if (!planned.ok) return { ok: false, errors: { amount: planned.refusal.message } };
    const { row } = planned.plan;
    return {
      ok: true,
      payment: {
        method: row.method,
        amount: row.amount,
        tip: row.tip,
        tendered: isCash && handedOver !== null ? row.tendered : undefined,
        reference: row.reference,
      },
    };
  };

  const clear = () => {
    setAmount(null);
    setTip(null);
    setTendered(null);
    setReference("");
    setAttempt(null);
    setTipping(false);
  };

  const add = (taking: Taking) => {
    if (!canPay || !taking.ok) return;
    onAdd(taking.payment);
    clear();
  };

  const takeCash = (handedOver: number | null) => {
    setAttempt("cash");
    add(plan(handedOver));
  };

  const takeOther = () => {
    setAttempt("other");
    const taking = plan(null);
    if (!taking.ok) return;
    if (asksTip) setTipping(true);
    else add(taking);
  };

  const shownErrors: Errors =
    attempt === null
      ? {}
      : (() => {
          const taking = plan(attempt === "cash" ? tendered : null);
          return taking.ok ? {} : taking.errors;
        })();
  const typed = isCash && tendered !== null ? plan(tendered) : null;

  useImperativeHandle(actionsRef, () => ({
    payCashExact: () => {
      if (!canPay) return;
      setMethod(PaymentMethod.Cash);
      const taking = planPayment(
        { amount: open, paidTotal: 0, customerId: null },
        { method: PaymentMethod.Cash, amount: paying, tip: tip ?? 0, reference: "" },
        NO_POINTS,
      );
      if (!taking.ok || paying < 1) return;
      const { row } = taking.plan;
      onAdd({ method: row.method, amount: row.amount, tip: row.tip, tendered: row.tendered, reference: "" });
      clear();
    },
  }));

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pos-payment-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pos-payment-title">
          Payment
        </Title>

        {payments.length > 0 && <PaymentsTaken payments={payments} onRemove={onRemove} />}

        {canPay && tipping && (
          <TipPrompt
            amount={paying}
            methodLabel={methodLabel}
            presets={profile.isPending ? null : (profile.data?.tipPresets ?? defaultPaymentProfile.tipPresets)}
            onTake={(chosen) => add(plan(null, chosen))}
            onBack={() => setTipping(false)}
          />
        )}

        {canPay && !tipping && (
          <>
            <TapChoice
              label="Payment method"
              data={METHOD_CHOICES}
              value={String(method)}
              onChange={(value) => {
                setMethod(Number(value) as PaymentMethod);
                setAttempt(null);
              }}
            />
            <SimpleGrid cols={asksTip ? 1 : 2} spacing="xs">
              <MoneyInput
                label="Amount"
                description="Less than the balance splits the payment"
                placeholder={formatMoney(open).replace("$", "")}
                value={amount}
                onChange={setAmount}
                error={shownErrors.amount}
              />
              {/* A card's tip is asked for by the prompt, after the amount. */}
              {!asksTip && <MoneyInput label="Tip" placeholder="0.00" value={tip} onChange={setTip} error={shownErrors.tip} />}
            </SimpleGrid>

            {isCash ? (
              <>
                <Group gap="xs" role="group" aria-label="Quick cash">
                  {quickCashAmounts(paying + tipCents).map((cash, index) => (
                    <Button
                      key={cash}
                      size="lg"
                      variant={index === 0 ? "filled" : "light"}
                      onClick={() => takeCash(cash)}
                      aria-label={index === 0 ? `Exact cash ${formatMoney(cash)}` : `Cash ${formatMoney(cash)}`}
                    >
                      {index === 0 ? `Exact ${formatMoney(cash)}` : formatMoney(cash)}
                    </Button>
                  ))}
                </Group>
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  {/* The field gives way, not the button: "Take cash" stays readable in a narrow column. */}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <MoneyInput label="Cash tendered" value={tendered} onChange={setTendered} error={shownErrors.tendered} />
                  </div>
                  <Button size="md" variant="default" onClick={() => takeCash(tendered)} style={{ flexShrink: 0 }}>
                    Take cash
                  </Button>
                </Group>
                {typed?.ok && (
                  <Text fw={600} aria-live="polite">
                    {typed.payment.amount < paying
                      ? `Takes ${formatMoney(typed.payment.amount)} in cash; ${formatMoney(open - typed.payment.amount)} left for another method`
                      : `Change due: ${formatMoney(cashChange(typed.payment.tendered ?? 0, typed.payment.amount, typed.payment.tip ?? 0))}`}
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
                <Button size="md" onClick={takeOther}>
                  Take {formatMoney(paying + tipCents)} by {methodLabel}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The payments taken so far: method, amount, the tip on top and the change handed back. */
function PaymentsTaken({ payments, onRemove }: { payments: readonly CartPayment[]; onRemove: (key: string) => void }) {
  return (
    <table aria-label="Payments taken" className={classes.table}>
      <tbody>
        {payments.map((payment) => {
          const label = paymentMethodLabels[payment.method];
          const change = payment.tendered === undefined ? null : cashChange(payment.tendered, payment.amount, payment.tip ?? 0);
          return (
            <tr key={payment.key}>
              <td>{label}</td>
              <td className={classes.amount}>{formatMoney(payment.amount)}</td>
              <td>
                {/* The tip is money the customer paid on top: as readable as the amount. */}
                {payment.tip ? (
                  <Text size="sm" fw={600}>
                    Tip {formatMoney(payment.tip)}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {[change !== null && change > 0 ? `change ${formatMoney(change)}` : "", payment.reference ?? ""].filter(Boolean).join(" · ")}
                </Text>
              </td>
              <td className={classes.action}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${label} payment of ${formatMoney(payment.amount)}`}
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
  );
}
