import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";

type NoRelations = Record<string, never>;

/**
 * One type for code that serves both drivers (PGlite embedded, node-postgres in production).
 * Without the relational query API (`db.query.*`): nothing uses it, and drizzle builds a query
 * builder per table for every transaction it opens when it is on, a cost every sale paid.
 */
export type Database = PgDatabase<PgQueryResultHKT, NoRelations>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
/** Repositories accept either the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Apply every migration not yet applied (the same SQL on both drivers); from another folder when
   * given (a restore builds the schema of its backup first).
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /** PGlite only: a snapshot of the data directory (tests start from a migrated template). */
  dumpDataDir?: () => Promise<Blob | File>;
  close(): Promise<void>;
}
