import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimalString, formatMoney, formatRate, parseMoney, rateFromPercentText } from "./index";

describe("parseMoney", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["$1,234.56", 123456],
    ["-3.10", -310],
    ["-$3.10", -310],
    ["$-3.10", -310],
    ["0.07", 7],
    [".5", 50],
    [" 1234567.89 ", 123456789],
    ["-0", 0],
  ])("%j → %j", (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each(["", "abc", "12.345", "1,23", "12,34.56", "1.2.3", "--3", "-$-3", "$", ".", "1e3", "12 dollars", "99999999999999999"])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("never returns -0", () => {
    expect(Object.is(parseMoney("-0.00"), 0)).toBe(true);
  });
});

describe("formatMoney and centsToDecimalString", () => {
  it.each([
    [123456, "$1,234.56", "1234.56"],
    [-310, "-$3.10", "-3.10"],
    [0, "$0.00", "0.00"],
    [5, "$0.05", "0.05"],
    [100_000_000, "$1,000,000.00", "1000000.00"],
  ])("%i → %j / %j", (cents, formatted, decimal) => {
    expect(formatMoney(cents)).toBe(formatted);
    expect(centsToDecimalString(cents)).toBe(decimal);
  });

  it("takes a symbol and can drop grouping", () => {
    expect(formatMoney(123456, { symbol: "", grouping: false })).toBe("1234.56");
    expect(formatMoney(-123456, { symbol: "€" })).toBe("-€1,234.56");
  });

  it("refuses fractional cents", () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it("round-trips through parseMoney", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        const c = cents === 0 ? 0 : cents; // fast-check may produce -0
        return parseMoney(formatMoney(c)) === c && parseMoney(centsToDecimalString(c)) === c;
      }),
    );
  });
});

describe("rates", () => {
  it.each([
    ["8.875", 8875],
    ["8.875%", 8875],
    ["100", 100_000],
    ["0.5", 500],
    [".25", 250],
    ["7", 7000],
  ])("rateFromPercentText(%j) = %i", (text, rate) => {
    expect(rateFromPercentText(text)).toBe(rate);
  });

  it.each(["", "abc", "8.8755", "-1", "1,5"])("rateFromPercentText refuses %j", (text) => {
    expect(rateFromPercentText(text)).toBeNull();
  });

  it.each([
    [8875, "8.875"],
    [8500, "8.5"],
    [100_000, "100"],
    [0, "0"],
    [5, "0.005"],
  ])("formatRate(%i) = %j", (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it("round-trips", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (rate) => rateFromPercentText(formatRate(rate)) === rate));
  });
});
