import { z } from "zod";
import { limitMessages, MAX_MONEY_CENTS, MAX_QUANTITY } from "./limits";
import { messages } from "./messages";

// Form inputs give strings, JSON gives numbers: every number rule accepts both and outputs a number.

const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

type Raw = number | string;

/** The message a raw value earns before any range check, or null when it is a finite number. */
function numberProblem(raw: Raw): string | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? null : messages.mustNumber;
  const text = raw.trim();
  if (text === "") return messages.mustNumber;
  return NUMERIC.test(text) ? null : messages.onlyNumber;
}

function toNumber(raw: Raw): number {
  return typeof raw === "number" ? raw : Number(raw.trim());
}

/** A number, or a string holding one. Missing or empty → "Must Number!"; other text → "Only Number!". */
export const numberRule = (extra?: (raw: Raw) => string | null) =>
  z
    .union([z.number(), z.string()], { error: messages.mustNumber })
    .superRefine((raw, ctx) => {
      const problem = numberProblem(raw) ?? extra?.(raw) ?? null;
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(toNumber);

const atLeast = (min: number, message: string) => () => numberRule((raw) => (toNumber(raw) >= min ? null : message));

export const minAmountOne = atLeast(1, messages.minAmountOne);
export const minPositive = atLeast(0, messages.minPositive);
export const min0001 = atLeast(0.001, messages.min0001);
export const min001 = atLeast(0.01, messages.min001);

/** A whole number. */
export const notFraction = () => numberRule((raw) => (Number.isInteger(toNumber(raw)) ? null : messages.notFraction));

/** At most two decimals, judged on the text as typed so "12.345" is refused even where a float would hide it. */
export const twoDecimalFraction = () =>
  numberRule((raw) => {
    const text = typeof raw === "number" ? String(raw) : raw.trim();
    if (typeof raw === "number" && Number.isInteger(raw)) return null;
    return /^[-+]?\d*(?:\.\d{0,2})?$/.test(text) ? null : messages.fraction;
  });

// Numbers sent as JSON numbers (money in cents, quantities, rates), each with its ceiling
// (limits.ts). The ceiling is checked first and ends the check: a number too large to be exact is
// "Maximum …", not "Can't be Fraction!".

/**
 * Whole cents from `min` to $1,000,000.00. Blank is "required", a fraction of a cent "Must be 2
 * Decimal Fraction!" (docs/product.md §5).
 */
export const moneyCents = (min = 0, minMessage: string = min > 0 ? messages.min001 : messages.minPositive) =>
  z
    .number({ error: messages.required })
    .max(MAX_MONEY_CENTS, { error: limitMessages.moneyMax, abort: true })
    .int({ error: messages.fraction })
    .min(min, { error: minMessage });

/** A whole number from `min` to `max` ("Minimum 1 !" below, "Maximum 10,000 !" above). */
export const wholeNumber = (min: number, minMessage: string, max: number) =>
  z
    .number({ error: messages.required })
    .max(max, { error: limitMessages.numberMax(max), abort: true })
    .int({ error: messages.notFraction })
    .min(min, { error: minMessage });

/** Units of a product on a line: 1 to 10,000. */
export const quantity = () => wholeNumber(1, messages.minAmountOne, MAX_QUANTITY);

/**
 * A discount's or a tax's rate: thousandths of a percent when a percentage (at most 100 %, which
 * its type's check says), cents when fixed (at most $1,000,000.00).
 */
export const rateNumber = () =>
  z
    .number({ error: messages.mustNumber })
    .max(MAX_MONEY_CENTS, { error: limitMessages.moneyMax, abort: true })
    .int({ error: messages.notFraction })
    .min(0, { error: messages.minPositive });
