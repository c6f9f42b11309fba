import { describe, expect, it } from "vitest";
import { catalogMessages, productInputSchema } from "../catalog";
import { ItemKind, ReportRole } from "../enums";
import { addOnsPerCar, premiumShare } from "./report-rules";

describe("premium share and add-ons per car", () => {
  it("rounds once, half away from zero, from the exact counts; nothing to divide by is null", () => {
    expect(premiumShare(1, 2)).toBe(50_000);
    // 1 / 3 = 33.333 %: thousandths of a percent.
    expect(premiumShare(1, 3)).toBe(33_333);
    expect(premiumShare(2, 3)).toBe(66_667);
    expect(premiumShare(0, 0)).toBeNull();
    expect(addOnsPerCar(5, 4)).toBe(125);
    expect(addOnsPerCar(5, 6)).toBe(83);
    // 0.005 rounds up: 1 / 200.
    expect(addOnsPerCar(1, 200)).toBe(1);
    expect(addOnsPerCar(0, 0)).toBeNull();
  });
});

describe("a product's report role", () => {
  const base = { name: "Pine tree", code: "RT-PINE", price: 399 };
  it("is for services and combos; a standard product is none of them", () => {
    expect(productInputSchema.parse({ ...base, kind: ItemKind.Service }).reportRole).toBe(ReportRole.None);
    expect(productInputSchema.parse({ ...base, kind: ItemKind.Service, reportRole: ReportRole.AddOn }).reportRole).toBe(ReportRole.AddOn);
    const refused = productInputSchema.safeParse({ ...base, kind: ItemKind.Standard, reportRole: ReportRole.Package });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["reportRole", catalogMessages.reportRoleServiceOnly]]);
  });
});
