import {
  formatMoney,
  PaymentMethod,
  pointsEarned,
  pointsForAmount,
  type AwardPointsSettings,
  type PaymentInputValue,
} from "@washdesk/domain";
import { badRequest } from "../../platform/errors";
import { fieldError } from "./sale-errors";
import type { NewPaymentRow } from "./sales.repository";

export const POINTS_NEED_CUSTOMER = "Only a customer's sale can be paid with award points.";
export const POINTS_TURNED_OFF = "Paying with award points is turned off in the settings.";
export const balanceExceeded = (amount: number, balance: number) =>
  `The payment of ${formatMoney(amount)} is more than the balance of ${formatMoney(balance)}.`;
export const notEnoughPoints = (has: number, needs: number) =>
  `Not enough award points: the customer has ${has}, this payment needs ${needs}.`;

export interface PaymentDraft {
  row: Omit<NewPaymentRow, "saleId" | "createdBy" | "businessDate">;
  /** Points this payment spends (AwardPoints), else 0. */
  points: number;
}

/**
 * Checks one payment against the sale's balance and works out what is stored: never more than the
 * balance; cash change = tendered − amount − tip (tendered defaults to exactly that); AwardPoints
 * spends the customer's points at the settings' rate (the balance check is in the points update).
 */
export function draftPayment(
  sale: { amount: number; paidTotal: number; customerId: string | null },
  input: PaymentInputValue,
  settings: AwardPointsSettings,
): PaymentDraft {
  const balance = Math.max(sale.amount - sale.paidTotal, 0);
  if (input.amount > balance) throw fieldError("amount", balanceExceeded(input.amount, balance));
  const base = { method: input.method, amount: input.amount, tip: input.tip, reference: input.reference, origin: input.origin ?? null };
  if (input.method === PaymentMethod.Cash) {
    const tendered = input.tendered ?? input.amount + input.tip;
    return { row: { ...base, tendered, change: tendered - input.amount - input.tip }, points: 0 };
  }
  if (input.method !== PaymentMethod.AwardPoints) return { row: base, points: 0 };
  if (!sale.customerId) throw badRequest(POINTS_NEED_CUSTOMER);
  if (settings.pointValueCents <= 0) throw badRequest(POINTS_TURNED_OFF);
  const points = pointsForAmount(input.amount, settings);
  if (input.points !== undefined && input.points !== points) {
    throw fieldError("points", `At ${formatMoney(settings.pointValueCents)} a point, ${formatMoney(input.amount)} takes ${points} points.`);
  }
  return { row: { ...base, points }, points };
}

/** Money (not points) paid: what earns points, and what earned points are taken back against. */
export function moneyPaid(payments: readonly { method: number; amount: number }[]): number {
  return payments.filter((p) => p.method !== PaymentMethod.AwardPoints).reduce((sum, p) => sum + p.amount, 0);
}

/** Points a sale earns when it becomes fully paid: on the money paid, only for a customer's sale. */
export function pointsOnCompletion(customerId: string | null, payments: readonly { method: number; amount: number }[], settings: AwardPointsSettings): number {
  return customerId ? pointsEarned(moneyPaid(payments), settings) : 0;
}
