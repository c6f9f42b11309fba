import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/database";

/**
 * One INSERT for many rows: the rows travel as a single JSON parameter and PostgreSQL reads them
 * with the table's own row type. Thousands of bound parameters are what make a seed slow on PGlite;
 * columns left out of the rows (the receipt number, timestamps with defaults) get their defaults.
 * The columns are those of the first row.
 */
export async function insertJson<T extends PgTable>(db: Executor, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object).filter((key) => columns[key]);
  const pairs = keys.map((key) => [key, columns[key]!.name] as const);
  const names = pairs.map(([, name]) => `"${name}"`).join(", ");
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, name] of pairs) out[name] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    }),
  );
  await db.execute(sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${table}, ${json}::json)`);
}
