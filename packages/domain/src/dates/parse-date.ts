import dayjs from "dayjs";
import type { Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import { dateFormats, expandTwoDigitYear } from "./formats";

dayjs.extend(customParseFormat);

/** "YY" without "YYYY": the format itself takes a two-digit year. */
const hasTwoDigitYear = (format: string) => /(^|[^Y])YY([^Y]|$)/.test(format);

/**
 * Strict parse. dayjs has its own two-digit pivot, settable only once per process by whoever
 * extends the plugin first, so the year is re-expanded here to keep ours whatever others chose.
 */
function strictParse(text: string, format: string): Dayjs | null {
  const parsed = dayjs(text, format, true);
  if (!parsed.isValid()) return null;
  if (!hasTwoDigitYear(format)) return parsed;
  const fixed = parsed.year(expandTwoDigitYear(parsed.year() % 100));
  // Changing the year can move 29 February; refuse rather than shift the day.
  return fixed.date() === parsed.date() ? fixed : null;
}

/** Parses with a four-digit-year format, falling back to a two-digit year typed in its place ("02/03/24"). */
function parseFlexible(text: string, format: string): Dayjs | null {
  const trimmed = text.trim();
  return strictParse(trimmed, format) ?? (format.includes("YYYY") ? strictParse(trimmed, format.replace("YYYY", "YY")) : null);
}

/** Text in the given format → "YYYY-MM-DD", or null when it is not a real date in that format. */
export function parseDate(text: string, format: string = dateFormats.L): string | null {
  return parseFlexible(text, format)?.format(dateFormats.stored) ?? null;
}

/** Text in the given format → "YYYY-MM-DD HH:mm:ss", or null. */
export function parseDateTime(text: string, format: string = dateFormats.dateTime): string | null {
  return parseFlexible(text, format)?.format(dateFormats.dateTime) ?? null;
}

export function isValidStoredDate(text: string): boolean {
  return dayjs(text, dateFormats.stored, true).isValid();
}
