/** Money in integer cents; always a safe integer. */
export type Cents = number;

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
export function percentOf(cents: Cents, rateThousandths: number): Cents {
  return roundHalfAwayFromZero(
    toBigInt(cents, "cents") * toBigInt(rateThousandths, "rate"),
    BigInt(RATE_SCALE),
  );
}

/** Throws unless the value is a safe integer: guards every public entry that takes cents. */
export function assertCents(value: number, name = "amount"): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents, got ${value}`);
}
