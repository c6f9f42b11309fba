import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../src/platform/db/open-database";
import type { DatabaseHandle } from "../src/platform/db/database";

/** The suite runs on PGlite by default, and on real PostgreSQL in the "server-pg" project. */
export const onPostgres = process.env.WASHDESK_TEST_DB === "pg";

let template: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file, copied from the template that test/global-setup.ts
 * migrated once for the whole run: PGlite loads the migrated data directory; PostgreSQL gets a
 * brand-new database beside TEST_DATABASE_URL made from the template database, dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (onPostgres) return openPostgresTestDatabase();
  template ??= readFile(inject("pgliteTemplateFile")).then((bytes) => new Blob([bytes]));
  return openDatabase({ loadDataDir: await template });
}

async function openPostgresTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `washdesk_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplateDatabase")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
