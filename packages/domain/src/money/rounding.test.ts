import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentOf, roundDivBigInt, roundHalfAwayFromZero } from "./index";

describe("roundHalfAwayFromZero", () => {
  it.each([
    [5, 2, 3], // 2.5 → 3
    [-5, 2, -3], // -2.5 → -3
    [7, 2, 4], // 3.5 → 4
    [1, 3, 0], // 0.333 → 0
    [2, 3, 1], // 0.667 → 1
    [-2, 3, -1],
    [5, -2, -3], // sign of the denominator counts too
    [0, 7, 0],
    [8875, 10, 888], // 887.5 → 888
    [10, 5, 2],
  ])("%i / %i → %i", (n, d, expected) => {
    expect(roundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(roundHalfAwayFromZero(-1, 3), 0)).toBe(true);
  });

  it("stays exact beyond 2^53 when given a bigint numerator", () => {
    // (2^53 − 2) + 0.5: the numerator is far past what a double holds exactly; the half still rounds up.
    const numerator = BigInt(Number.MAX_SAFE_INTEGER - 1) * 100_000n + 50_000n;
    expect(roundHalfAwayFromZero(numerator, 100_000n)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses fractions, zero divisors and unsafe results", () => {
    expect(() => roundHalfAwayFromZero(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(10n ** 20n, 1n)).toThrow(RangeError);
  });

  it("is symmetric: round(-x) = -round(x)", () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        // `0 - x` rather than `-x` so the comparison is not tripped by -0.
        (n, d) => roundHalfAwayFromZero(-n, d) === 0 - roundHalfAwayFromZero(n, d),
      ),
    );
  });

  it("is within half a unit of the exact quotient", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const r = BigInt(roundHalfAwayFromZero(n, d));
        const error = r * BigInt(d) - BigInt(n); // = (r - n/d) × d
        const twice = 2n * (error < 0n ? -error : error);
        return twice <= BigInt(d);
      }),
    );
  });
});

describe("the one rule in plain numbers and in BigInt", () => {
  it("gives the same result on safe integers of every size and sign", () => {
    const safe = fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 }));
    const divisor = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.maxSafeInteger()).filter((d) => d !== 0);
    fc.assert(
      fc.property(safe, divisor, fc.boolean(), (n, d, negative) => {
        const denominator = negative ? -d : d;
        expect(roundHalfAwayFromZero(n, denominator)).toBe(Number(roundDivBigInt(BigInt(n), BigInt(denominator))));
      }),
      { numRuns: 2_000 },
    );
  });

  it("takes percentages of amounts below and above 2^53 alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_000_000_000_000, max: 9_000_000_000_000 }), fc.integer({ min: 0, max: 100_000 }), (amount, rate) => {
        expect(percentOf(amount, rate)).toBe(Number(roundDivBigInt(BigInt(amount) * BigInt(rate), 100_000n)) || 0);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("percentOf", () => {
  it.each([
    [1000, 8875, 89], // $10.00 × 8.875 % = 88.75 → 89
    [-1000, 8875, -89],
    [1000, 100_000, 1000], // 100 %
    [999, 50_000, 500], // 499.5 → 500
    [12345, 0, 0],
  ])("%i cents at %i → %i", (cents, rate, expected) => {
    expect(percentOf(cents, rate)).toBe(expected);
  });

  it("is exact where cents × rate passes 2^53", () => {
    // 90 000 000 000.00 dollars at 8.875 %: the product is ~8e16.
    expect(percentOf(9_000_000_000_000, 8875)).toBe(798_750_000_000);
  });
});
