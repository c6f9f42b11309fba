import { balanceOf, OrderStatus, PaymentMethod, PaymentOrigin } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import * as repo from "./sales.repository";
import { recordPaymentIn } from "./payments.service";

/** What a payment by link did to its sale. */
export type LinkPaymentOutcome =
  | { kind: "recorded"; paymentId: string; amount: number; excess: number; completes: boolean; saleNumber: number; customerId: string | null }
  /** Nothing recorded: the sale is gone, not pending, or has nothing left to pay; `excess` is the whole amount. */
  | { kind: "notRecorded"; reason: "gone" | "notPending" | "paid" | "duplicate"; excess: number; saleNumber: number | null };

/**
 * A card payment taken through a payment link (docs/product.md §4 Pay by link): method Credit,
 * origin PayByLink, into no drawer, recorded under the staff member who sent the link. The
 * processor has already taken the money, so nothing here refuses it: what fits the balance is
 * recorded through the same money rules as any payment, and what is beyond it (the sale was paid
 * at the counter meanwhile) comes back as `excess` for the caller to flag.
 */
export async function recordLinkPaymentIn(
  tx: Transaction,
  deps: AppDeps,
  input: { saleId: string; amount: number; reference: string; takenBy: string },
): Promise<LinkPaymentOutcome> {
  const sale = await repo.lockSale(tx, input.saleId);
  if (!sale || sale.deletedAt) return { kind: "notRecorded", reason: "gone", excess: input.amount, saleNumber: sale?.number ?? null };
  // Checked under the sale's lock: two events about one checkout never both pay.
  if ((await repo.findPayments(tx, sale.id)).some((p) => p.payment.reference === input.reference)) {
    return { kind: "notRecorded", reason: "duplicate", excess: 0, saleNumber: sale.number };
  }
  if (sale.status === OrderStatus.Completed) return { kind: "notRecorded", reason: "paid", excess: input.amount, saleNumber: sale.number };
  if (sale.status !== OrderStatus.Pending) return { kind: "notRecorded", reason: "notPending", excess: input.amount, saleNumber: sale.number };
  const balance = balanceOf(sale);
  if (balance === 0) return { kind: "notRecorded", reason: "paid", excess: input.amount, saleNumber: sale.number };
  const amount = Math.min(input.amount, balance);
  const asked = { method: PaymentMethod.Credit, amount, tip: 0, reference: input.reference, origin: PaymentOrigin.PayByLink };
  const { paymentId, completes } = await recordPaymentIn(tx, deps, sale, asked, { userId: input.takenBy, registerSessionId: null, ip: null });
  return { kind: "recorded", paymentId, amount, excess: input.amount - amount, completes, saleNumber: sale.number, customerId: sale.customerId };
}
