import { PaymentMethod, type SaleCreate } from "@washdesk/domain";

// The sales bench's shop, shared by the main thread (seeding, the raw side) and the HTTP load worker.

export interface Shopper {
  customerId: string;
  vehicleId: string;
}

export interface Fixture {
  userId: string;
  shoppers: Shopper[];
  wash: string;
  addOn: string;
  retail: string[];
  next: number;
}

/** The next sale's customer and retail item. */
export function nextSale(f: Fixture): { shopper: Shopper; retail: string; body: SaleCreate } {
  f.next += 1;
  const shopper = f.shoppers[f.next % f.shoppers.length]!;
  const retail = f.retail[f.next % f.retail.length]!;
  // 2200 + 400 + 399 + 35 (399 × 8.875 % = 35.41 → 35) = 3034.
  const body: SaleCreate = {
    customerId: shopper.customerId,
    vehicleId: shopper.vehicleId,
    lines: [
      { productId: f.wash, quantity: 1 },
      { productId: f.addOn, quantity: 1 },
      { productId: retail, quantity: 1 },
    ],
    expectedAmount: 3034,
    payments: [{ method: PaymentMethod.CreditCard, amount: 3034 }],
  };
  return { shopper, retail, body };
}
