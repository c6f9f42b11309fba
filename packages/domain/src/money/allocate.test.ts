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
