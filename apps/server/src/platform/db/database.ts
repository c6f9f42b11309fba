import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type * as schema from "./schema";

/** One type for code that serves both drivers (PGlite embedded, node-postgres in production). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Repositories accept either the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Apply every migration not yet applied (the same SQL on both drivers). */
  migrate(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (tests start from a migrated template). */
  dumpDataDir?: () => Promise<Blob | File>;
  close(): Promise<void>;
}
