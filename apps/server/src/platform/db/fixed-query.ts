import { getTableColumns, type InferSelectModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./database";

/**
 * A hot statement of fixed text, written once instead of built by the query builder on every
 * request. On node-postgres the name makes it a prepared statement (parsed and planned once per
 * connection); PGlite ignores the name. Parameters are plain values: pass JSON as a string and
 * cast it in the text (`$1::text::jsonb`), lists the same way, so both drivers send them alike.
 */
export interface FixedQuery {
  /** Unique per text: node-postgres refuses one name with two texts. */
  name: string;
  text: string;
}

export async function runFixed<Row>(db: Executor, query: FixedQuery, params: readonly unknown[]): Promise<Row[]> {
  const prepared = db._.session.prepareQuery({ sql: query.text, params: [...params] }, undefined, query.name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * A table row as `row_to_json` writes it (column names as keys), turned into the row the query
 * builder returns: keys by field name, each value through its column's own mapping (timestamps to
 * Date, bigint cents to number, …).
 */
export function rowFromJson<T extends PgTable>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([field, column]) => ({ field, column, name: column.name }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { field, column, name } of columns) {
      const value = json[name];
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}
