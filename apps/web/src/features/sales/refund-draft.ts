import {
  lineRefundAmount,
  PaymentMethod,
  messages,
  salesMessages,
  unitsLeftOf,
  refundableStatuses,
  voidableStatuses,
  VoidOrRefund,
  type RefundInput,
  type Sale,
  type SaleLine,
} from "@washdesk/domain";

export type RefundBy = "lines" | "amount" | "all";

export interface RefundDraft {
  kind: VoidOrRefund;
  by: RefundBy;
  reason: string;
  /** Units to return per line id; null while a field is empty. */
  quantities: Record<string, number | null>;
  amount: number | null;
  /** null: back to each payment's own method. */
  method: PaymentMethod | null;
}

export interface RefundErrors {
  reason?: string;
  lines?: string;
  quantities?: Record<string, string>;
  amount?: string;
}

/** Units of a line not yet given back. */
export const unitsLeft = (line: SaleLine) => unitsLeftOf(line);

/** A void undoes the sale on its own business day, before anything else settles it. */
export const canVoid = (sale: Sale, today: string) => !sale.deleted && voidableStatuses.includes(sale.status) && sale.businessDate === today;
export const canRefund = (sale: Sale) => !sale.deleted && refundableStatuses.includes(sale.status) && sale.refundable > 0;

export function emptyRefund(sale: Sale, today: string): RefundDraft {
  return {
    kind: canRefund(sale) || !canVoid(sale, today) ? VoidOrRefund.REFUND : VoidOrRefund.VOID,
    by: "lines",
    reason: "",
    quantities: {},
    amount: null,
    method: null,
  };
}

/** What the refund gives back: the chosen units with their tax, the typed amount, everything refundable, or (void) all that was paid. */
export function refundTotal(draft: RefundDraft, sale: Sale): number {
  if (draft.kind === VoidOrRefund.VOID || draft.by === "all") return sale.refundable;
  if (draft.by === "amount") return draft.amount ?? 0;
  return sale.lines.reduce((sum, line) => sum + lineRefundAmount(line, draft.quantities[line.id] ?? 0), 0);
}

/** The dialog's rules: a reason always; units within what is left; never more than what was paid. */
export function refundErrors(draft: RefundDraft, sale: Sale): RefundErrors {
  const errors: RefundErrors = {};
  if (draft.reason.trim() === "") errors.reason = messages.required;
  if (draft.kind === VoidOrRefund.VOID || draft.by === "all") return errors;
  if (draft.by === "amount") {
    if (draft.amount === null) errors.amount = messages.required;
    else if (draft.amount < 1) errors.amount = messages.min001;
    else if (draft.amount > sale.refundable) errors.amount = salesMessages.refundOverRefundable(sale.refundable);
    return errors;
  }
  const quantities: Record<string, string> = {};
  for (const line of sale.lines) {
    const units = draft.quantities[line.id] ?? 0;
    if (!Number.isInteger(units) || units < 0) quantities[line.id] = messages.notFraction;
    else if (units > unitsLeft(line)) quantities[line.id] = salesMessages.refundTooManyUnits(unitsLeft(line));
  }
  if (Object.keys(quantities).length > 0) errors.quantities = quantities;
  else if (!sale.lines.some((line) => (draft.quantities[line.id] ?? 0) > 0)) errors.lines = salesMessages.refundNothingChosen;
  else if (refundTotal(draft, sale) > sale.refundable) errors.lines = salesMessages.refundOverRefundable(sale.refundable);
  return errors;
}

export const hasErrors = (errors: RefundErrors) => Object.keys(errors).length > 0;

/** POST /api/sales/:id/refunds body. */
export function refundBody(draft: RefundDraft, sale: Sale): RefundInput {
  const reason = draft.reason.trim();
  if (draft.kind === VoidOrRefund.VOID) return { kind: VoidOrRefund.VOID, reason };
  const method = draft.method ?? undefined;
  if (draft.by === "amount") return { kind: VoidOrRefund.REFUND, reason, method, amount: draft.amount ?? 0 };
  if (draft.by === "all") return { kind: VoidOrRefund.REFUND, reason, method };
  const lines = sale.lines.map((line) => ({ lineId: line.id, quantity: draft.quantities[line.id] ?? 0 })).filter((line) => line.quantity > 0);
  return { kind: VoidOrRefund.REFUND, reason, method, lines };
}

/** The cash a refund just paid out of the drawer: its new cash entries (the answered sale against the one before). */
export function cashHandedBack(before: Sale, after: Sale): number {
  const earlier = new Set(before.refunds.map((refund) => refund.id));
  return after.refunds.filter((refund) => !earlier.has(refund.id) && refund.method === PaymentMethod.Cash).reduce((sum, refund) => sum + refund.amount, 0);
}

/** Everything the refund just gave back, whatever the way. */
export function amountGivenBack(before: Sale, after: Sale): number {
  return after.refundedTotal - before.refundedTotal;
}
