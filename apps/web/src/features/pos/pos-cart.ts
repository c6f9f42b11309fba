import type { PaymentInput, PaymentMethod } from "@washdesk/domain";
import { draftLineFrom, emptyDraft, type SaleDraft } from "../sales";
import type { FoundProduct } from "../sales";

/** A payment taken at the counter before the sale is sent; `key` is only for the list. */
export type CartPayment = PaymentInput & { key: string; method: PaymentMethod; amount: number };

/**
 * What the counter is ringing up: the sale draft the sale editor also prices, the payments taken so
 * far, and the Idempotency-Key of this one sale. The key is made with the cart and kept with it,
 * so a retry (or a reload halfway) repeats the same sale instead of ringing it up twice.
 */
export interface PosCart extends SaleDraft {
  idempotencyKey: string;
  payments: CartPayment[];
}

export const emptyCart = (): PosCart => ({ ...emptyDraft(), idempotencyKey: crypto.randomUUID(), payments: [] });

export const newPaymentKey = () => crypto.randomUUID();

/** A tap on a tile: one more of a product already in the cart, else a new line. */
export function addProduct(cart: PosCart, found: FoundProduct): PosCart {
  const existing = cart.lines.find((line) => line.productId === found.id);
  // Keys unique across reloads: a restored cart's "line-1" must not meet a new "line-1".
  if (!existing) return { ...cart, lines: [...cart.lines, { ...draftLineFrom(found), key: crypto.randomUUID() }] };
  return {
    ...cart,
    lines: cart.lines.map((line) => (line === existing ? { ...line, quantity: Math.min(9999, (line.quantity ?? 0) + 1) } : line)),
  };
}

export const paidOf = (cart: Pick<PosCart, "payments">) => cart.payments.reduce((sum, payment) => sum + payment.amount, 0);

/** The payments as POST /api/sales takes them (without the list keys). */
export const paymentBodies = (cart: PosCart): PaymentInput[] => cart.payments.map(({ key: _key, ...payment }) => payment);
