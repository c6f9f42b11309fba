import { thisMonth } from "./shop-dates";

export const SALES_PAGE_SIZE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole number from the address, or null. */
export function numberParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isInteger(value) ? value : null;
}

/** A member of an enumeration from the address, or null for anything else. */
export function enumParam<V extends number>(params: URLSearchParams, name: string, values: readonly V[]): V | null {
  const value = numberParam(params, name);
  return values.find((candidate) => candidate === value) ?? null;
}

export function pageParam(params: URLSearchParams): number {
  const page = numberParam(params, "page");
  return page !== null && page > 0 ? page : 1;
}

/** The list's date range from the address, this month of the shop's calendar when none is given. */
export function dateRangeParams(params: URLSearchParams, timeZone: string | undefined): { from: string; to: string } {
  const month = thisMonth(timeZone);
  const from = params.get("from");
  const to = params.get("to");
  return { from: from && DATE.test(from) ? from : month.from, to: to && DATE.test(to) ? to : month.to };
}

/** Writes the set values only, so the address stays short and Back restores the same list. */
export function toSearchParams(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "page" && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}
