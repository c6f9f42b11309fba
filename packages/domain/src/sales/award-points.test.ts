import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { awardPointsSettingsSchema, defaultAwardPointsSettings, pointsEarned, pointsForAmount, pointsValueCents, proportionalDelta } from "./index";

describe("award points", () => {
  it("has sensible defaults: 1 point per dollar, 100 points = $1.00", () => {
    expect(defaultAwardPointsSettings).toEqual({ earnPointsPerDollar: 1, pointValueCents: 1 });
    expect(awardPointsSettingsSchema.parse(defaultAwardPointsSettings)).toEqual(defaultAwardPointsSettings);
  });

  it.each([
    // $32.67 at 1 point per dollar: 32 whole dollars → 32 points.
    [3267, { earnPointsPerDollar: 1, pointValueCents: 1 }, 32],
    // $10.89 at 5 points per dollar: 1089 × 5 / 100 = 54.45 → 54.
    [1089, { earnPointsPerDollar: 5, pointValueCents: 1 }, 54],
    // 99 cents earns nothing; earning turned off earns nothing.
    [99, { earnPointsPerDollar: 1, pointValueCents: 1 }, 0],
    [100_000, { earnPointsPerDollar: 0, pointValueCents: 1 }, 0],
    [0, { earnPointsPerDollar: 10, pointValueCents: 1 }, 0],
  ])("pointsEarned(%i, %j) = %i", (paid, settings, expected) => {
    expect(pointsEarned(paid, settings)).toBe(expected);
  });

  it("values and prices points", () => {
    expect(pointsValueCents(500, { earnPointsPerDollar: 1, pointValueCents: 1 })).toBe(500);
    expect(pointsValueCents(218, { earnPointsPerDollar: 1, pointValueCents: 5 })).toBe(1090);
    // $10.89 with points worth 5 cents: 1089 / 5 = 217.8 → 218 points (rounded up: points never pay more than they are worth).
    expect(pointsForAmount(1089, { earnPointsPerDollar: 1, pointValueCents: 5 })).toBe(218);
    expect(pointsForAmount(1000, { earnPointsPerDollar: 1, pointValueCents: 1 })).toBe(1000);
    expect(() => pointsForAmount(100, { earnPointsPerDollar: 1, pointValueCents: 0 })).toThrow(RangeError);
  });

  it("refuses fractions and negatives in the settings", () => {
    expect(awardPointsSettingsSchema.safeParse({ earnPointsPerDollar: 1.5, pointValueCents: 1 }).success).toBe(false);
    expect(awardPointsSettingsSchema.safeParse({ earnPointsPerDollar: 1, pointValueCents: -1 }).success).toBe(false);
  });
});

describe("proportionalDelta", () => {
  it("takes back earned points in proportion to money refunded, without drift", () => {
    // 32 points earned on $32.67; refunds of $10.89 three times take back 11, 10, 11 (cumulative 11, 21, 32).
    expect(proportionalDelta(32, 0, 1089, 3267)).toBe(11);
    expect(proportionalDelta(32, 1089, 2178, 3267)).toBe(10);
    expect(proportionalDelta(32, 2178, 3267, 3267)).toBe(11);
    expect(proportionalDelta(32, 0, 0, 0)).toBe(0);
  });

  it("always adds up to the whole over any sequence of parts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 }), (whole, parts) => {
        const base = parts.reduce((a, b) => a + b, 0);
        let done = 0;
        let given = 0;
        for (const part of parts) {
          given += proportionalDelta(whole, done, done + part, base);
          done += part;
        }
        return given === whole;
      }),
    );
  });
});
