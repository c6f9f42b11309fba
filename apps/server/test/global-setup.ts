import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/platform/db/open-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a file holding the migrated data directory (an uncompressed tar). */
    pgliteTemplateFile: string;
    /** PostgreSQL: a migrated database on the TEST_DATABASE_URL server, copied per test file. */
    postgresTemplateDatabase: string;
  }
}

/**
 * Migrations run once per test run, not once per test file: each server project migrates one
 * template here, and every test file starts from a copy of it (test/test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.WASHDESK_TEST_DB === "pg") return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const first = await openDatabase({});
  await first.migrate();
  const snapshot = await first.dumpDataDir!();
  await first.close();
  const folder = await mkdtemp(path.join(tmpdir(), "washdesk-test-template-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `washdesk_tpl_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The template must have no open connection when a copy of it is made: close the pool after migrating.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide("postgresTemplateDatabase", name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
