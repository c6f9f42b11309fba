import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate } from "./index";

describe("allocate", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [1000, [1, 0, 3], [250, 0, 750]],
    [5, [0, 0], [3, 2]], // all-zero weights share equally
    [0, [3, 7], [0, 0]],
    [1, [1, 1], [1, 0]], // ties go to the earlier part
    [10, [1, 2], [3, 7]], // 3.33 | 6.67: the larger remainder gets the cent
    [0, [], []],
  ])("allocate(%i, %j) = %j", (total, weights, expected) => {
    expect(allocate(total, weights)).toStrictEqual(expected);
  });

  it("refuses bad weights and a total with nowhere to go", () => {
    expect(() => allocate(10, [-1, 2])).toThrow(RangeError);
    expect(() => allocate(10, [0.5, 2])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
  });

  const total = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
  const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 });

  // The largest-remainder rule written out in BigInt, as the oracle of both of allocate's paths
  // (plain numbers when the products stay below 2^53, BigInt above).
  const reference = (t: number, w: readonly number[]): number[] => {
    const ws = w.every((x) => x === 0) ? w.map(() => 1n) : w.map((x) => BigInt(x));
    const sum = ws.reduce((a, b) => a + b, 0n);
    const m = BigInt(Math.abs(t));
    const floors = ws.map((x) => (m * x) / sum);
    let left = m - floors.reduce((a, b) => a + b, 0n);
    const order = ws.map((x, i) => ({ r: (m * x) % sum, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
    for (const { i } of order) {
      if (left === 0n) break;
      floors[i] = floors[i]! + 1n;
      left -= 1n;
    }
    return floors.map((f) => (f === 0n ? 0 : (t < 0 ? -1 : 1) * Number(f)));
  };

  it("gives the rule's parts on both paths, small and large numbers alike", () => {
    const small = fc.integer({ min: -100_000, max: 100_000 });
    const tied = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(fc.oneof(small, total), fc.oneof(tied, weights), (t, w) => {
        expect(allocate(t, w)).toStrictEqual(reference(t, w));
      }),
    );
    // Past 2^53 for the products: the BigInt path.
    expect(allocate(999_999_999_999, [4_000_000_000, 3_000_000_000, 1])).toStrictEqual(reference(999_999_999_999, [4_000_000_000, 3_000_000_000, 1]));
  });

  it("always sums exactly to the total", () => {
    fc.assert(fc.property(total, weights, (t, w) => allocate(t, w).reduce((sum, part) => sum + part, 0) === t));
  });

  it("keeps every part within one cent of its exact share", () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const effective = w.every((x) => x === 0) ? w.map(() => 1) : w;
        const weightSum = BigInt(effective.reduce((sum, x) => sum + x, 0));
        return allocate(t, w).every((part, i) => {
          // |part − t·w/W| < 1  ⇔  |part·W − t·w| < W
          const diff = BigInt(part) * weightSum - BigInt(t) * BigInt(effective[i] ?? 0);
          return (diff < 0n ? -diff : diff) < weightSum;
        });
      }),
    );
  });

  it("splits a negative total as the mirror of the positive one", () => {
    fc.assert(fc.property(total, weights, (t, w) => allocate(-t, w).every((part, i) => part === -(allocate(t, w)[i] ?? 0))));
  });
});
