/**
 * The cash a drawer should hold. Every figure is cents and non-negative; each is a sum over rows of
 * one register session. Cash received counts the payment and its tip (the tip is in the drawer until
 * it is paid out), never the change handed back.
 */
export interface CashLedger {
  openingCash: number;
  /** Cash payments taken in the session: amount + tip. */
  cashReceived: number;
  /** Cash given back by refunds and voids in the session. */
  cashRefunded: number;
  /** Cash moved to the safe. */
  drops: number;
  /** Cash expenses paid out of the drawer. */
  cashPaidOut: number;
}

/** expected = opening + cash received − cash refunded − drops − cash paid out. */
export function expectedCash(ledger: CashLedger): number {
  return ledger.openingCash + ledger.cashReceived - ledger.cashRefunded - ledger.drops - ledger.cashPaidOut;
}

/** Positive: over (more cash than expected); negative: short. */
export function overShort(counted: number, expected: number): number {
  return counted - expected;
}

export type OverShortKind = "over" | "short" | "balanced";
export const overShortKind = (difference: number): OverShortKind => (difference > 0 ? "over" : difference < 0 ? "short" : "balanced");
