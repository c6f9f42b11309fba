import { useCallback, useEffect, useState } from "react";
import { emptyCart, type PosCart } from "./pos-cart";

const STORAGE_PREFIX = "washdesk.pos.cart.";

export const cartStorageKey = (registerId: string) => `${STORAGE_PREFIX}${registerId}`;

function looksLikeCart(value: unknown): value is PosCart {
  if (typeof value !== "object" || value === null) return false;
  const cart = value as Partial<PosCart>;
  return typeof cart.idempotencyKey === "string" && Array.isArray(cart.lines) && Array.isArray(cart.payments);
}

function readCart(registerId: string): PosCart {
  try {
    const stored = localStorage.getItem(cartStorageKey(registerId));
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    if (looksLikeCart(parsed)) return parsed;
  } catch {
    // Storage refused or holding something unreadable: start a fresh cart.
  }
  return emptyCart();
}

function writeCart(registerId: string, cart: PosCart): void {
  try {
    if (cart.lines.length === 0 && cart.payments.length === 0 && cart.customer === null) localStorage.removeItem(cartStorageKey(registerId));
    else localStorage.setItem(cartStorageKey(registerId), JSON.stringify(cart));
  } catch {
    // Private browsing may refuse storage; the cart then lives as long as the page.
  }
}

/**
 * The cart of this station's register, kept in the device's storage on every change, so a reload
 * or a crashed tab brings back the same lines, payments and Idempotency-Key.
 */
export function usePosCart(registerId: string) {
  const [cart, setCart] = useState<PosCart>(() => readCart(registerId));

  useEffect(() => writeCart(registerId, cart), [registerId, cart]);

  const update = useCallback((change: (current: PosCart) => PosCart) => setCart(change), []);
  // A new sale gets a new key: the last one belongs to the sale just rung up.
  const reset = useCallback(() => setCart(emptyCart()), []);
  return { cart, update, reset };
}
