import type { Cents } from "./rounding";
import { assertCents, cents } from "./rounding";

/**
 * Splits a total in proportion to weights (largest remainder), so the parts always sum to the total
 * and each part is within one cent of its exact share. Negative totals split like their positive
 * mirror; when every weight is zero the total is shared equally. Ties go to the earlier part.
 */
export function allocate(total: number, weights: readonly number[]): Cents[] {
  assertCents(total, "total");
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative safe integers, got ${weight}`);
    }
  }
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError("Cannot allocate a non-zero total to no parts");
    return [];
  }

  // One part takes the whole (the general path gives the same); most lines and tips have one person.
  if (weights.length === 1) return [cents(total === 0 ? 0 : total)];
  const small = allocateSmall(total, weights);
  if (small) return small;
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
  const weightSum = effective.reduce((sum, w) => sum + w, 0n);
  const magnitude = BigInt(Math.abs(total));

  const floors = effective.map((w) => (magnitude * w) / weightSum);
  const remainders = effective.map((w) => (magnitude * w) % weightSum);
  let leftover = magnitude - floors.reduce((sum, part) => sum + part, 0n);

  // Indices by remainder, largest first; sort is stable so equal remainders keep their order.
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    leftover -= 1n;
  }

  const sign = total < 0 ? -1 : 1;
  return floors.map((part) => cents(part === 0n ? 0 : sign * Number(part)));
}

/**
 * The same split in plain numbers when every product of the total and a weight, and their sum, stay
 * exact (below 2^53): a tip or a line of a sale, thousands of times a pay run, without BigInt. Each
 * part's floor is (a - a % sum) / sum, exact for integers that size; null when the numbers are larger.
 */
function allocateSmall(total: number, weights: readonly number[]): Cents[] | null {
  const allZero = weights.every((w) => w === 0);
  const effective = allZero ? weights.map(() => 1) : weights;
  let weightSum = 0;
  for (const w of effective) weightSum += w;
  const magnitude = Math.abs(total);
  if (!Number.isSafeInteger(weightSum) || !Number.isSafeInteger(magnitude * weightSum)) return null;

  const floors: number[] = [];
  const remainders: number[] = [];
  let given = 0;
  for (const w of effective) {
    const product = magnitude * w;
    const remainder = product % weightSum;
    const floor = (product - remainder) / weightSum;
    floors.push(floor);
    remainders.push(remainder);
    given += floor;
  }
  let leftover = magnitude - given;
  const order = remainders.map((remainder, index) => ({ remainder, index })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (leftover === 0) break;
    floors[index] = floors[index]! + 1;
    leftover -= 1;
  }
  const sign = total < 0 ? -1 : 1;
  return floors.map((part) => cents(part === 0 ? 0 : sign * part));
}
