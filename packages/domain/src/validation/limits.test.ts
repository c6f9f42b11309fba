import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  businessDate,
  businessDateProblem,
  cleanName,
  hasControlCharacter,
  limitMessages,
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  moneyCents,
  quantity,
  rateNumber,
  requiredText,
  text,
  textLimits,
  tipCeiling,
} from "./index";

/** Every message a schema gives for a value ([] when it passes). */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the ceilings", () => {
  it("are realistic for a shop and far inside what a number carries exactly", () => {
    expect(MAX_MONEY_CENTS).toBe(100_000_000);
    expect(MAX_QUANTITY).toBe(10_000);
    // A million rows at the ceiling still sum exactly.
    expect(Number.isSafeInteger(MAX_MONEY_CENTS * 1_000_000 * 2)).toBe(true);
    expect(limitMessages.moneyMax).toBe("Maximum 1,000,000.00 !");
    expect(limitMessages.numberMax(MAX_QUANTITY)).toBe("Maximum 10,000 !");
    expect(limitMessages.numberMin(-1_000_000)).toBe("Minimum -1,000,000 !");
    expect(limitMessages.tipMax).toBe("A tip can't be more than the sale's amount or $1,000.00, whichever is larger!");
    expect(limitMessages.dateRange).toBe("Choose a date from 01 Jan, 2000 to 31 Dec, 2100.");
  });

  it("let a tip be the larger of the sale's amount and $1,000.00", () => {
    expect(tipCeiling(2000)).toBe(100_000);
    expect(tipCeiling(250_000)).toBe(250_000);
  });
});

describe("money", () => {
  it("takes whole cents up to $1,000,000.00", () => {
    expect(moneyCents(1).parse(MAX_MONEY_CENTS)).toBe(MAX_MONEY_CENTS);
    expect(messagesFor(moneyCents(1), MAX_MONEY_CENTS + 1)).toEqual([limitMessages.moneyMax]);
    expect(messagesFor(moneyCents(0), 0)).toEqual([]);
  });

  it("says 'Maximum' for a number too large to be exact, not that it is a fraction", () => {
    expect(messagesFor(moneyCents(1), Number.MAX_SAFE_INTEGER)).toEqual([limitMessages.moneyMax]);
    expect(messagesFor(moneyCents(1), 1e300)).toEqual([limitMessages.moneyMax]);
    expect(messagesFor(moneyCents(1), 12.5)).toEqual(["Must be 2 Decimal Fraction!"]);
    expect(messagesFor(moneyCents(1), 0)).toEqual(["Minimum 0.01 !"]);
    expect(messagesFor(moneyCents(0), -1)).toEqual(["Negative amount is not acceptable!"]);
  });

  it("holds rates to the money ceiling, and quantities to 10,000", () => {
    expect(messagesFor(rateNumber(), MAX_MONEY_CENTS + 1)).toEqual([limitMessages.moneyMax]);
    expect(quantity().parse(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    expect(messagesFor(quantity(), MAX_QUANTITY + 1)).toEqual(["Maximum 10,000 !"]);
    expect(messagesFor(quantity(), 0)).toEqual(["Minimum 1 !"]);
    expect(messagesFor(quantity(), 1.5)).toEqual(["Can't be Fraction!"]);
  });
});

describe("text of a kind", () => {
  it("is trimmed and takes up to its kind's length", () => {
    expect(text("name").parse("  Jane Doe  ")).toBe("Jane Doe");
    expect(text("personName").parse(`  ${"x".repeat(60)}  `)).toHaveLength(60);
    expect(messagesFor(text("personName"), "x".repeat(61))).toEqual(["Maximum 60 characters!"]);
    expect(messagesFor(text("note"), "x".repeat(1_000_000))).toEqual(["Maximum 2,000 characters!"]);
  });

  it("names every length once, for every kind", () => {
    for (const [kind, max] of Object.entries(textLimits) as [keyof typeof textLimits, number][]) {
      expect(messagesFor(text(kind), "a".repeat(max))).toEqual([]);
      expect(messagesFor(text(kind), "a".repeat(max + 1))).toEqual([limitMessages.textTooLong(max)]);
    }
  });

  it("refuses control characters but tabs and line breaks", () => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f", "\u000b", "\u000c"]) {
      expect(messagesFor(text("note"), `a${control}b`), JSON.stringify(control)).toEqual([limitMessages.controlCharacter]);
    }
    expect(text("note").parse("Left door:\tscratch\r\nright mirror")).toBe("Left door:\tscratch\r\nright mirror");
    expect(text("name").parse("Zoë Ångström 李")).toBe("Zoë Ångström 李");
  });

  it("is required when asked, blank being only 'required'", () => {
    expect(messagesFor(requiredText("code"), "   ")).toEqual(["Field is required!"]);
    expect(messagesFor(requiredText("code"), undefined)).toEqual(["Field is required!"]);
    expect(messagesFor(requiredText("code"), "c".repeat(41))).toEqual(["Maximum 40 characters!"]);
  });

  it("finds control characters wherever they are", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 0x1f }).filter((code) => ![9, 10, 13].includes(code)),
        fc.string(),
        (before, code, after) => {
          expect(hasControlCharacter(`${before}${String.fromCharCode(code)}${after}`)).toBe(true);
        },
      ),
    );
  });

  it("makes a name that came with data storable: control characters gone, cut to its kind", () => {
    expect(cleanName("re\u0000ceipt\n.pdf", "fileName")).toBe("re ceipt .pdf");
    expect(cleanName("x".repeat(300), "fileName")).toHaveLength(255);
    expect(cleanName("\u0000\u0001", "fileName")).toBe("");
    // A character outside the basic plane is not cut in half.
    expect(cleanName(`${"x".repeat(254)}😀😀`, "fileName")).toBe(`${"x".repeat(254)}😀`);
  });
});

describe("business dates", () => {
  it.each([
    ["2026-02-28", null],
    ["2028-02-29", null],
    ["2000-01-01", null],
    ["2100-12-31", null],
    ["2026-02-30", limitMessages.dateInvalid],
    ["2027-02-29", limitMessages.dateInvalid],
    ["2026-13-01", limitMessages.dateInvalid],
    ["2026-04-31", limitMessages.dateInvalid],
    ["2100-02-29", limitMessages.dateInvalid],
    ["1999-12-31", limitMessages.dateRange],
    ["2101-01-01", limitMessages.dateRange],
    ["0001-01-01", limitMessages.dateRange],
    ["9999-12-31", limitMessages.dateRange],
    ["1900-01-01", limitMessages.dateRange],
    ["26-02-01", limitMessages.dateFormat],
    ["2026-2-1", limitMessages.dateFormat],
    ["02/01/2026", limitMessages.dateFormat],
  ])("%s → %s", (value, problem) => {
    expect(businessDateProblem(value)).toBe(problem);
    expect(messagesFor(businessDate(), value)).toEqual(problem === null ? [] : [problem]);
  });

  it("is required, and trimmed", () => {
    expect(messagesFor(businessDate(), "")).toEqual(["Field is required!"]);
    expect(businessDate().parse(" 2026-05-20 ")).toBe("2026-05-20");
  });
});
