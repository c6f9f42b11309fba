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
  /** Set when the cart is an open ticket resumed from the server: paying it completes that sale. */
  ticket?: CartTicket | null;
}

/** The sale a resumed cart belongs to, and what was already paid on it (kept on the server, never dropped). */
export interface CartTicket {
  saleId: string;
  number: number;
  label: string;
  /** Payments on the sale before it was resumed; while there are any its lines cannot change. */
  paid: { id: string; method: PaymentMethod; amount: number }[];
  /** The lines as saved, to tell whether they changed (a change is sent, and priced again). */
  savedLines: string;
  /** When this counter resumed it: every save says so, and is refused once another counter took it over. */
  resumedAt: string | null;
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

/** Everything paid towards the cart: the payments taken here, and those already on a resumed ticket. */
export const paidOf = (cart: Pick<PosCart, "payments" | "ticket">) =>
  cart.payments.reduce((sum, payment) => sum + payment.amount, 0) + (cart.ticket?.paid ?? []).reduce((sum, payment) => sum + payment.amount, 0);

/** Money has been taken for this cart (here or on its ticket before): clearing it must not drop that. */
export const hasMoney = (cart: Pick<PosCart, "payments" | "ticket">) => cart.payments.length > 0 || (cart.ticket?.paid.length ?? 0) > 0;

/** The payments as POST /api/sales takes them (without the list keys). */
export const paymentBodies = (cart: PosCart): PaymentInput[] => cart.payments.map(({ key: _key, ...payment }) => payment);
