import { Alert, Button, Group, Modal, NumberInput, Paper, Radio, Select, Stack, Text, Textarea } from "@mantine/core";
import {
  can,
  enumOptions,
  formatMoney,
  lineRefundAmount,
  PaymentMethod,
  paymentMethodLabels,
  PIN_LENGTH,
  REFUND_RIGHT,
  saleRefusals,
  salesMessages,
  VoidOrRefund,
  type Sale,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error";
import { MoneyInput } from "../../components/money-input";
import { PinInput } from "../../components/pin-input";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import {
  canRefund,
  canVoid,
  emptyRefund,
  hasErrors,
  refundBody,
  refundErrors,
  refundTotal,
  unitsLeft,
  type RefundBy,
  type RefundDraft,
  type RefundErrors,
} from "./refund-draft";
import { shopToday } from "../../components/shop-dates";
import { RefundResult } from "./refund-result";
import { useApprovedRefund, useRefundSale } from "./sale-mutations";
import { useIdempotencyKey } from "../../components/use-idempotency-key";

const ORIGINAL = "original";
const methodOptions = [
  { value: ORIGINAL, label: "Original payment methods" },
  ...enumOptions(PaymentMethod, paymentMethodLabels)
    .filter((option) => option.value !== PaymentMethod.AwardPoints)
    .map(({ value, label }) => ({ value: String(value), label })),
];

export interface RefundDialogProps {
  sale: Sale;
  opened: boolean;
  onClose: () => void;
  /** The open register session cash refunds are paid from (the POS); left out in the back office. */
  registerSessionId?: string;
  /** After the refund, show what to hand back and print its receipt (the counter) instead of closing. */
  showResult?: boolean;
}

/** Refusals about the PIN, shown on the PIN field. */
const pinRefusalCodes: readonly string[] = [saleRefusals.approvalPinWrong.code, saleRefusals.approvalLocked.code];

/**
 * Void or refund (docs/product.md §3 Void or refund). A void gives back everything on the sale's own business
 * day; a refund returns units of lines, an amount, or everything left, never more than was paid. A
 * reason is always required.
 */
export function RefundDialog({ sale, opened, onClose, registerSessionId, showResult = false }: RefundDialogProps) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  // Without the right, a manager approves on this device with their PIN (docs/product.md §6).
  const needsApproval = !can(useSessionStore(sessionSelectors.group), REFUND_RIGHT);
  const today = shopToday(timeZone);
  const [draft, setDraft] = useState<RefundDraft>(() => emptyRefund(sale, today));
  const [errors, setErrors] = useState<RefundErrors>({});
  const [tried, setTried] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: VoidOrRefund; sale: Sale } | null>(null);
  const refund = useRefundSale(sale.id);
  const approvedRefund = useApprovedRefund(sale.id);
  const refundKey = useIdempotencyKey();
  const voidAllowed = canVoid(sale, today);
  const refundAllowed = canRefund(sale);
  const total = refundTotal(draft, sale);
  const isVoid = draft.kind === VoidOrRefund.VOID;

  const update = (changes: Partial<RefundDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // After a first try, the messages follow the typing.
    if (tried) setErrors(refundErrors(next, sale));
  };

  const close = () => {
    setDraft(emptyRefund(sale, today));
    setErrors({});
    setTried(false);
    setPin("");
    setPinError(null);
    setResult(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = refundErrors(draft, sale);
    setErrors(found);
    const pinMissing = needsApproval && pin.length !== PIN_LENGTH;
    setPinError(pinMissing ? salesMessages.approverPinRequired : null);
    if (hasErrors(found) || pinMissing) return;
    const body = { ...refundBody(draft, sale), registerSessionId };
    try {
      const saved = needsApproval
        ? await approvedRefund.mutateAsync({ body: { refund: body, approverPin: pin }, idempotencyKey: refundKey.key })
        : await refund.mutateAsync({ body, idempotencyKey: refundKey.key });
      refundKey.renew();
      if (showResult) setResult({ kind: draft.kind, sale: saved });
      else close();
    } catch (error) {
      // The notice has said why; the dialog stays open and the same key serves the retry. A refused
      // PIN is said on its field and cleared for the next try.
      if (error instanceof ApiError && pinRefusalCodes.includes(error.code)) {
        setPinError(error.message);
        setPin("");
      }
    }
  };
  const saving = refund.isPending || approvedRefund.isPending;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`${isVoid ? "Void" : "Refund"} sale #${sale.number}`}
      size={640}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {result ? (
        <RefundResult kind={result.kind} before={sale} after={result.sale} onDone={close} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Radio.Group label="Type" value={String(draft.kind)} onChange={(value) => update({ kind: Number(value) as VoidOrRefund })}>
              <Group mt={6} gap="lg">
                <Radio value={String(VoidOrRefund.REFUND)} label="Refund" disabled={!refundAllowed} />
                <Radio value={String(VoidOrRefund.VOID)} label="Void" disabled={!voidAllowed} />
              </Group>
            </Radio.Group>
            {!voidAllowed && (
              <Text size="xs" c="dimmed">
                A void is only possible on the sale&apos;s own business day.
              </Text>
            )}

            {isVoid ? (
              <Alert color="orange" variant="light" title="Void the whole sale">
                Every payment goes back to its own method, every unit back to stock, and the sale is cancelled.
              </Alert>
            ) : (
              <>
                <Radio.Group label="Refund by" value={draft.by} onChange={(value) => update({ by: value as RefundBy })}>
                  <Group mt={6} gap="lg">
                    <Radio value="lines" label="Lines" />
                    <Radio value="amount" label="Amount" />
                    <Radio value="all" label="Everything left" />
                  </Group>
                </Radio.Group>

                {draft.by === "lines" && (
                  <Stack gap="xs">
                    {sale.lines.map((line) => (
                      <Paper key={line.id} withBorder p="xs" role="group" aria-label={line.name}>
                        <Group justify="space-between" align="flex-end" wrap="nowrap">
                          <div>
                            <Text fw={500}>{line.name}</Text>
                            <Text size="xs" c="dimmed">
                              {line.quantity} sold · {line.refundedQuantity} returned · {formatMoney(lineRefundAmount(line, 1))} each with tax
                            </Text>
                          </div>
                          <NumberInput
                            label="Quantity to return"
                            description={`${unitsLeft(line)} left`}
                            value={draft.quantities[line.id] ?? ""}
                            onChange={(value) => update({ quantities: { ...draft.quantities, [line.id]: typeof value === "number" ? value : null } })}
                            min={0}
                            allowDecimal={false}
                            allowNegative={false}
                            disabled={unitsLeft(line) === 0}
                            error={errors.quantities?.[line.id]}
                            w={150}
                          />
                        </Group>
                      </Paper>
                    ))}
                    {errors.lines && (
                      <Text c="red" size="sm" role="alert">
                        {errors.lines}
                      </Text>
                    )}
                  </Stack>
                )}

                {draft.by === "amount" && (
                  <MoneyInput
                    label="Amount to refund"
                    description={`At most ${formatMoney(sale.refundable)}`}
                    value={draft.amount}
                    onChange={(amount) => update({ amount })}
                    error={errors.amount}
                    required
                  />
                )}

                <Select
                  label="Refund to"
                  data={methodOptions}
                  value={draft.method === null ? ORIGINAL : String(draft.method)}
                  onChange={(value) => update({ method: value === null || value === ORIGINAL ? null : (Number(value) as PaymentMethod) })}
                  allowDeselect={false}
                />
              </>
            )}

            <Textarea
              label="Reason"
              required
              value={draft.reason}
              onChange={(event) => update({ reason: event.currentTarget.value })}
              error={errors.reason}
              maxLength={500}
              rows={2}
            />

            {needsApproval && (
              <PinInput
                label="Manager PIN"
                description={`A manager approves the ${isVoid ? "void" : "refund"} by typing their PIN here.`}
                mask
                value={pin}
                onChange={(value) => {
                  setPin(value);
                  setPinError(null);
                }}
                error={pinError}
              />
            )}

            <Group justify="space-between">
              <Text fw={600} aria-live="polite">
                {isVoid ? "Gives back" : "Refund total"}: {formatMoney(total)}
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={saving}>
                  {isVoid ? "Void sale" : `Refund ${formatMoney(total)}`}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
