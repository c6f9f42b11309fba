import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A bigint the database summed, as a JavaScript number, refused when the number could not carry it
 * exactly: a total is never answered rounded. The ceilings on what is stored keep totals far below
 * this (domain validation/limits.ts); this is the last guard, not a rule a person meets.
 */
export function exactNumber(value: unknown): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`A total of ${String(value)} does not fit a number exactly`);
  return number;
}

/**
 * A sum of cents over the rows, optionally of those matching `filter`. sum() of bigint is numeric
 * in PostgreSQL: cast back to bigint (node-postgres hands it over as text) and checked into a number.
 */
export function sumCents(expression: SQL | AnyPgColumn, filter?: SQL): SQL.Aliased<number> | SQL<number> {
  const summed = filter ? sql`sum(${expression}) filter (where ${filter})` : sql`sum(${expression})`;
  return sql<number>`coalesce(${summed}, 0)::bigint`.mapWith(exactNumber);
}
