import { expandTwoDigitYear, isValidStoredDate } from "@washdesk/domain";

// Month and day with or without their leading zero; the year in four digits, or two read with the pivot.
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A date typed as MM/DD/YYYY (docs/product.md "Formats") to the stored "YYYY-MM-DD"; a two-digit year
 * is 20xx up to 68 and 19xx after. Null for what is not a real date ("02/30/2026", "13/01/2026").
 */
export function parseUsDate(text: string): string | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const [, month = "", day = "", year = ""] = match;
  const fullYear = year.length === 2 ? String(expandTwoDigitYear(Number(year))) : year;
  const stored = `${fullYear}-${pad2(Number(month))}-${pad2(Number(day))}`;
  return isValidStoredDate(stored) ? stored : null;
}

/** The typed year has its four digits: "03/05/20" may still become "03/05/2026", "03/05/2026" will not. */
export const hasFullYear = (text: string): boolean => /\/\d{4}$/.test(text.trim());
