/**
 * The notes and coins a drawer is counted in, in cents, largest first. Counting by denomination is
 * how a cashier counts a till; the total is derived, never typed, so it cannot disagree with the count.
 */
export const DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

const denominationNames: Record<Denomination, string> = {
  10000: "$100",
  5000: "$50",
  2000: "$20",
  1000: "$10",
  500: "$5",
  200: "$2",
  100: "$1",
  50: "50¢",
  25: "25¢",
  10: "10¢",
  5: "5¢",
  1: "1¢",
};
export const denominationLabel = (cents: Denomination) => denominationNames[cents];

/** Denomination (cents, as a string key) → how many of it. Counts left out are zero. */
export type CashCount = Partial<Record<`${Denomination}`, number>>;

/** What a count adds up to, in cents. */
export function countedTotal(count: CashCount): number {
  let total = 0;
  for (const d of DENOMINATIONS) total += d * (count[`${d}`] ?? 0);
  return total;
}
