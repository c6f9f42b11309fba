import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, DatabaseHandle } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { migrationsFolder } from "./migrations-folder";

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  pgliteDir?: string;
  /** Optional PGlite snapshot to start from (tests reuse a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server ends (restart, network cut, DROP DATABASE … FORCE) is already
    // dropped from the pool; without a listener its "error" event would crash the whole process.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: "postgres",
      // Two processes starting together must not both apply a migration: hold an advisory lock.
      migrate: async (migrateOptions = {}) => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(727274)");
          await migratePg(drizzlePg(client), { migrationsFolder: migrateOptions.migrationsFolder ?? migrationsFolder() });
        } finally {
          await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const unlock = options.pgliteDir ? lockDataDir(options.pgliteDir) : () => undefined;
  try {
    const client = await PGlite.create({
      dataDir: options.pgliteDir ? path.join(options.pgliteDir, "db") : undefined,
      loadDataDir: options.loadDataDir,
      // Customer search uses trigram indexes; real PostgreSQL ships pg_trgm in contrib.
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client) as unknown as Database;
    return {
      db,
      kind: "pglite",
      migrate: (migrateOptions = {}) => migratePglite(drizzlePglite(client), { migrationsFolder: migrateOptions.migrationsFolder ?? migrationsFolder() }),
      dumpDataDir: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
