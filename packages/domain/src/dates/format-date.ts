import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import { dateFormats } from "./formats";

dayjs.extend(customParseFormat);

/** A stored date or date-time ("YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss"), strictly read. */
function fromStored(value: string): Dayjs | null {
  for (const format of [dateFormats.stored, dateFormats.dateTime]) {
    const parsed = dayjs(value, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

// Display helpers return "" for what is not a date: a blank cell reads better than "Invalid Date".
const formatWith = (format: string) => (stored: string) => fromStored(stored)?.format(format) ?? "";

/** "2024-03-05" → "05 Mar, 2024". */
export const formatDisplayDate = formatWith(dateFormats.display);
/** "2024-03-05" → "03/05/2024". */
export const formatL = formatWith(dateFormats.L);
/** "2024-03-05 14:07:00" → "2:07 PM". */
export const formatLT = formatWith(dateFormats.LT);

/**
 * The calendar date of an instant as "YYYY-MM-DD": in the given IANA time zone (the shop's,
 * so "today" at the counter is the shop's today), or in the process's own zone when none is given.
 */
export function toStoredDate(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid Date");
  if (timeZone === undefined) return dayjs(date).format(dateFormats.stored);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}
