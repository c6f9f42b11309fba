import { z } from "zod";
import { BUSINESS_DATE_MAX, BUSINESS_DATE_MIN, limitMessages } from "./limits";
import { messages } from "./messages";

const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether the calendar has this day, worked out by hand: date libraries read years 0–99 as 19xx. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/**
 * What is wrong with a business date ("YYYY-MM-DD"), or null: its format, a day the calendar does
 * not have (2026-02-30), or a year outside 2000–2100.
 */
export function businessDateProblem(value: string): string | null {
  const match = STORED_DATE.exec(value);
  if (!match) return limitMessages.dateFormat;
  if (!isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return limitMessages.dateInvalid;
  if (value < BUSINESS_DATE_MIN || value > BUSINESS_DATE_MAX) return limitMessages.dateRange;
  return null;
}

/** A business date, in a body or a query: a real day from 2000-01-01 to 2100-12-31. Blank is "required". */
export const businessDate = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .superRefine((value, ctx) => {
      const problem = businessDateProblem(value);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    });
