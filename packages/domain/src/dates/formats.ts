/** Date formats of docs/product.md §9 (dayjs tokens). */
export const dateFormats = {
  L: "MM/DD/YYYY",
  LT: "h:mm A",
  display: "DD MMM, YYYY",
  stored: "YYYY-MM-DD",
  dateTime: "YYYY-MM-DD HH:mm:ss",
} as const;
export type DateFormatName = keyof typeof dateFormats;

/** Two-digit years up to this one are 20xx, later ones 19xx (docs/product.md §9 "two-digit year pivot 68"). */
export const TWO_DIGIT_YEAR_PIVOT = 68;

/** 00–68 → 2000–2068, 69–99 → 1969–1999. */
export function expandTwoDigitYear(yy: number): number {
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) throw new RangeError(`A two-digit year is 0–99, got ${yy}`);
  return yy + (yy <= TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900);
}
