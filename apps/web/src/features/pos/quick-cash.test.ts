import { describe, expect, it } from "vitest";
import { cashChange, quickCashAmounts } from "./quick-cash";

describe("quick cash amounts", () => {
  it("offers the exact amount, then round bills above it", () => {
    expect(quickCashAmounts(3049)).toEqual([3049, 3100, 3500, 4000, 5000]);
  });

  it("does not repeat a round amount that is already exact", () => {
    expect(quickCashAmounts(2000)).toEqual([2000, 5000, 10_000]);
    expect(quickCashAmounts(4550)).toEqual([4550, 4600, 5000, 6000, 10_000]);
  });

  it("offers nothing when nothing is due", () => {
    expect(quickCashAmounts(0)).toEqual([]);
  });

  it("gives the change above amount and tip", () => {
    expect(cashChange(5000, 3049, 500)).toBe(1451);
  });
});
