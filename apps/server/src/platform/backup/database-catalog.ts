import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/database";

/** The rows of a raw statement; both drivers answer with `rows`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A quoted identifier, for names read from the catalog (never from a request). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableOfBackup {
  name: string;
  /** Every stored column; generated columns are computed again when the row is inserted. */
  columns: string[];
}

/**
 * The application's tables, each after the tables its foreign keys point to, so a restore inserts
 * them in this order and every reference finds its row.
 */
export async function tablesInDependencyOrder(db: Executor): Promise<TableOfBackup[]> {
  const tables = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         order by c.relname, a.attnum`,
  );
  const references = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select distinct src.relname as "from", dst.relname as "to"
          from pg_constraint k
          join pg_class src on src.oid = k.conrelid
          join pg_class dst on dst.oid = k.confrelid
          join pg_namespace n on n.oid = src.relnamespace
         where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const c of columns) columnsOf.set(c.table, [...(columnsOf.get(c.table) ?? []), c.column]);
  const needs = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  // A table that points at itself needs its rows in order, which a table-level order cannot give;
  // the schema has none, and a restore would fail loudly on one.
  for (const r of references) if (r.from !== r.to) needs.get(r.from)?.add(r.to);

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.map((t) => t.name).filter((name) => !placed.has(name) && [...needs.get(name)!].every((n) => placed.has(n)));
    if (ready.length === 0)
      throw new Error(
        `The foreign keys between these tables form a cycle: ${tables
          .filter((t) => !placed.has(t.name))
          .map((t) => t.name)
          .join(", ")}`,
      );
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.map((name) => ({ name, columns: columnsOf.get(name) ?? [] }));
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Where each sequence stands (receipt numbers, serial ids), so numbering goes on after a restore. */
export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  const names = await rowsOf<{ name: string }>(db, sql`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`);
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(db, sql.raw(`select last_value::text, is_called from ${quoted(name)}`));
    if (state) states.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

export interface AppliedMigration {
  /** The migration's file name (0013_customer_summaries), for people reading the manifest. */
  tag?: string;
  hash: string;
  /** The migration's `when` in the journal, as drizzle records it. */
  createdAt: number;
}

/** The migrations the database has had, oldest first (drizzle's own table; none in a new database). */
export async function appliedMigrations(db: Executor): Promise<AppliedMigration[]> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return [];
  const rows = await rowsOf<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}
