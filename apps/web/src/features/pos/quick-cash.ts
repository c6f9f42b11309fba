/** Bills a customer hands over: the next whole dollar, $5, $10, $20, $50 and $100 above what is due. */
const STEPS = [100, 500, 1000, 2000, 5000, 10_000] as const;
const MAX_BUTTONS = 5;

const roundUp = (cents: number, step: number) => Math.ceil(cents / step) * step;

/**
 * The cash amounts offered as one-tap buttons for `due` cents: the exact amount first, then each
 * round sum above it, without repeats (due $30.49 → $30.49, $31, $35, $40, $50).
 */
export function quickCashAmounts(due: number): number[] {
  if (due <= 0) return [];
  const amounts = [due];
  for (const step of STEPS) {
    const rounded = roundUp(due, step);
    if (rounded > due && !amounts.includes(rounded)) amounts.push(rounded);
  }
  return amounts.slice(0, MAX_BUTTONS);
}

export { cashChange } from "@washdesk/domain";
