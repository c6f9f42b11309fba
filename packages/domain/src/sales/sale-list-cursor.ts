import { businessDateProblem } from "../validation/date-rules";

/**
 * A sale's place in the sales list, which runs newest first by business date and receipt number:
 * "2026-03-05.1234". The list hands out the places of its first and last rows, and the next or
 * previous page is read from there by its key, however deep the list goes.
 */
export interface SaleListKey {
  businessDate: string;
  number: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,15})$/;

export const saleListCursor = (key: SaleListKey): string => `${key.businessDate}.${key.number}`;

/** The place a cursor names, or null when it names none (a real business day and a receipt number). */
export function parseSaleListCursor(cursor: string): SaleListKey | null {
  const match = CURSOR.exec(cursor);
  if (!match || businessDateProblem(match[1]!) !== null) return null;
  const number = Number(match[2]);
  return number >= 1 ? { businessDate: match[1]!, number } : null;
}
