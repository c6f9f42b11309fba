import { describe, expect, it } from "vitest";
import { hasFullYear, parseUsDate } from "./us-date";

describe("parseUsDate", () => {
  it.each([
    ["03/05/2026", "2026-03-05"],
    ["3/5/2026", "2026-03-05"],
    ["12/31/1999", "1999-12-31"],
    ["02/29/2024", "2024-02-29"],
    [" 11/21/2026 ", "2026-11-21"],
    // Two-digit years: up to 68 are 20xx, later ones 19xx (docs/product.md "Formats").
    ["01/01/00", "2000-01-01"],
    ["03/05/24", "2024-03-05"],
    ["12/31/68", "2068-12-31"],
    ["01/01/69", "1969-01-01"],
    ["7/4/99", "1999-07-04"],
    ["02/29/00", "2000-02-29"],
  ])("reads %j as %j", (typed, stored) => {
    expect(parseUsDate(typed)).toBe(stored);
  });

  it.each([
    "02/30/2026",
    "02/29/2023",
    "02/29/69", // 1969 is not a leap year
    "13/01/2026",
    "00/10/2026",
    "04/31/2026",
    "03/05/202",
    "03/05/2",
    "03-05-2026",
    "2026-03-05",
    "",
    "soon",
  ])("refuses %j", (typed) => {
    expect(parseUsDate(typed)).toBeNull();
  });
});

describe("hasFullYear", () => {
  it("tells a four-digit year from one still being typed", () => {
    expect(hasFullYear("03/05/2026")).toBe(true);
    expect(hasFullYear("3/5/2026 ")).toBe(true);
    expect(hasFullYear("03/05/20")).toBe(false);
    expect(hasFullYear("03/05/")).toBe(false);
  });
});
