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
  if (typeof numerator === "number" && typeof denominator === "number" && Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator)) {
    return roundDivSafe(numerator, denominator);
  }
  const result = roundDivBigInt(toBigInt(numerator, "numerator"), toBigInt(denominator, "denominator"));
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Result ${result} is not a safe integer`);
  // Normalise -0 so results compare equal with 0 everywhere.
  return value === 0 ? 0 : value;
}

/**
 * The same rule as roundDivBigInt on safe integers, without BigInt (a pay run rounds hundreds of
 * thousands of times): the remainder and the quotient of safe integers are exact in doubles, and so
 * is twice a remainder, which is below the denominator.
 */
function roundDivSafe(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError("Division by zero");
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  const quotient = (n - remainder) / d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  // Normalise -0 so results compare equal with 0 everywhere.
  return rounded === 0 ? 0 : numerator < 0 !== denominator < 0 ? -rounded : rounded;
}

/** rate (thousandths of a percent) of an amount, rounded once: percentOf(1000, 8875) = 89. */
export function percentOf(amount: number, rateThousandths: number): Cents {
  const product = amount * rateThousandths;
  // A product below 2^53 is exact in a double; above, the exact one is taken in BigInt.
  if (Number.isSafeInteger(amount) && Number.isSafeInteger(rateThousandths) && Number.isSafeInteger(product)) {
    return cents(roundDivSafe(product, RATE_SCALE));
  }
  return cents(roundHalfAwayFromZero(toBigInt(amount, "cents") * toBigInt(rateThousandths, "rate"), BigInt(RATE_SCALE)));
}

/** Throws unless the value is a safe integer: guards every public entry that takes cents. */
export function assertCents(value: number, name = "amount"): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents, got ${value}`);
}
