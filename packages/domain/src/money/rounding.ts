declare const centsBrand: unique symbol;

/**
 * Money in integer cents, always a safe integer. Branded where money crosses a module boundary
 * (pricing, payment and refund planning), so a count of units or points cannot be passed as money
 * by mistake: a plain number becomes Cents through `cents()` (which checks it) or a guard.
 */
export type Cents = number & { readonly [centsBrand]: "Cents" };

/** Checks a number is whole cents and brands it; throws a RangeError otherwise. */
export function cents(value: number, name = "amount"): Cents {
  assertCents(value, name);
  return value;
}

/** Whether a value is whole cents (a safe integer). */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/** Adds amounts of cents. */
export function sumCents(values: Iterable<number>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total, "sum");
}

/** 100 % in thousandths of a percent: rates are integers so 8.875 % (8875) stays exact. */
export const RATE_SCALE = 100_000;

function toBigInt(value: number | bigint, name: string): bigint {
  if (typeof value === "bigint") return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** The one rounding rule (exact, half away from zero) for callers that already work in bigint. */
export function roundDivBigInt(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * numerator / denominator rounded half away from zero, computed exactly on integers
 * (bigint inside, so products such as cents × rate never lose precision).
 * The one rounding rule of the product: every money figure goes through it.
 */
export function roundHalfAwayFromZero(numerator: number | bigint, denominator: number | bigint): number {
  const result = roundDivBigInt(toBigInt(numerator, "numerator"), toBigInt(denominator, "denominator"));
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Result ${result} is not a safe integer`);
  // Normalise -0 so results compare equal with 0 everywhere.
  return value === 0 ? 0 : value;
}

/** rate (thousandths of a percent) of an amount, rounded once: percentOf(1000, 8875) = 89. */
export function percentOf(amount: number, rateThousandths: number): Cents {
  return cents(roundHalfAwayFromZero(toBigInt(amount, "cents") * toBigInt(rateThousandths, "rate"), BigInt(RATE_SCALE)));
}

/** Throws unless the value is a safe integer: guards every public entry that takes cents. */
export function assertCents(value: number, name = "amount"): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents, got ${value}`);
}
