import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import type { DatabaseHandle, Executor } from "../db/database";
import type { FileStore } from "../files/file-store";
import { THUMB_TYPE } from "../files/thumbnail";
import { ARCHIVE_FOLDER, entryNames, parseManifest, type BackupManifest, type SequenceState } from "./backup-manifest";
import { appliedMigrations, quoted, rowsOf, tablesInDependencyOrder } from "./database-catalog";
import { migrationsOfBackup } from "./migrations-of-backup";

export interface RestoreTarget {
  handle: DatabaseHandle;
  files: FileStore;
  /** The folder of a disk store: it must be empty too, unless forced. */
  filesDirectory?: string;
  /**
   * Where the backup's settings key goes (DATA_DIR/settings.key). A different key already there
   * is refused unless forced: the secrets of the shop it seals would be lost.
   */
  settingsKeyFile?: string;
}

export interface RestoreOptions {
  /** Replace whatever the target database holds (its tables are dropped first). */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Whether the archive carried a settings key, written to the target's settingsKeyFile. */
  settingsKey: "restored" | "already there" | "not in the backup" | "not asked for";
}

/** Refused: the target holds data, and --force was not given. */
export class RestoreTargetNotEmpty extends Error {}

/** Rows per INSERT: one JSON parameter each, read by PostgreSQL with the table's own row type. */
const INSERT_ROWS = 1000;

/**
 * Restores a backup made by createBackup() into an empty database (and file store): the backup's
 * own migrations first, then every table's rows in dependency order with the tables' triggers off
 * (the rows are already what those triggers would have made), the sequences where they stood, the
 * stored files, and the row counts checked against the manifest, all rows in one transaction.
 * Then the migrations this version has beyond the backup's run as they would at start-up.
 */
export async function restoreBackup(target: RestoreTarget, input: Readable, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const extract = tar.extract();
  pipeline(input, createGunzip(), extract, () => undefined);
  const entries = extract[Symbol.asyncIterator]();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== entryNames.manifest) {
      throw new Error("This is not a WashDesk backup: it does not begin with its manifest.");
    }
    const manifest = parseManifest((await readEntry(first.value)).toString("utf8"));
    let next = await entries.next();
    let settingsKey: Buffer | undefined;
    if (!next.done && next.value.header.name === entryNames.settingsKey) {
      settingsKey = await readEntry(next.value);
      next = await entries.next();
    }
    const keyAlreadyThere = await prepareTarget(target, options.force ?? false, settingsKey);

    const migrations = await migrationsOfBackup(manifest.migrations);
    try {
      await target.handle.migrate({ migrationsFolder: migrations.folder });
    } finally {
      await migrations.remove();
    }
    await checkSchema(target.handle.db, manifest);

    const restored = await target.handle.db.transaction(async (tx) => {
      // Rows the migrations themselves wrote (a first register) are in the backup as they became.
      await tx.execute(sql.raw(`truncate ${manifest.tables.map((t) => quoted(t.name)).join(", ")}`));
      for (const table of manifest.tables) await tx.execute(sql.raw(`alter table ${quoted(table.name)} disable trigger user`));
      const columnsOf = new Map(manifest.tables.map((t) => [t.name, t.columns]));
      let rows = 0;
      let files = 0;
      let typeOf: Map<string, string> | undefined;
      for (; !next.done; next = await entries.next()) {
        const entry = next.value;
        const name = entry.header.name;
        const data = await readEntry(entry);
        const tablePart = /^washdesk-backup\/tables\/([^/]+)\/\d+\.jsonl$/.exec(name);
        if (tablePart) {
          const columns = columnsOf.get(tablePart[1]!);
          if (!columns) throw new Error(`The backup has rows of a table its manifest does not list: ${tablePart[1]}.`);
          rows += await insertRows(tx, tablePart[1]!, columns, data);
        } else if (name === entryNames.sequences) {
          await restoreSequences(tx, JSON.parse(data.toString("utf8")) as SequenceState[]);
        } else if (name.startsWith(`${ARCHIVE_FOLDER}/files/`)) {
          typeOf ??= await storedTypes(tx);
          const key = name.slice(`${ARCHIVE_FOLDER}/files/`.length);
          await target.files.put(key, data, typeOf.get(key) ?? "application/octet-stream");
          files += 1;
        } else if (name !== entryNames.missingFiles) {
          throw new Error(`The backup holds an entry this version does not know: ${name}.`);
        }
      }
      for (const table of manifest.tables) await tx.execute(sql.raw(`alter table ${quoted(table.name)} enable trigger user`));
      for (const table of manifest.tables) {
        const [row] = await rowsOf<{ n: string }>(tx, sql.raw(`select count(*)::text as n from ${quoted(table.name)}`));
        if (Number(row?.n) !== table.rows)
          throw new Error(`Restored ${row?.n} rows of ${table.name} where the backup has ${table.rows}: nothing was restored.`);
      }
      return { rows, files };
    });
    await target.handle.migrate();
    // Written once the rows are in: a failed restore leaves no key of a shop that is not there.
    if (settingsKey && target.settingsKeyFile && !keyAlreadyThere) {
      await mkdir(path.dirname(target.settingsKeyFile), { recursive: true });
      await writeFile(target.settingsKeyFile, settingsKey, { mode: 0o600 });
    }
    const keyOutcome = !target.settingsKeyFile ? "not asked for" : !settingsKey ? "not in the backup" : keyAlreadyThere ? "already there" : "restored";
    return { manifest, ...restored, settingsKey: keyOutcome };
  } finally {
    extract.destroy();
  }
}

async function readEntry(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An empty target, or with force an emptied one: a restore never mixes its rows with others.
 * Answers whether the target already holds the backup's settings key.
 */
async function prepareTarget(target: RestoreTarget, force: boolean, settingsKey: Buffer | undefined): Promise<boolean> {
  const db = target.handle.db;
  const keyThere = settingsKey && target.settingsKeyFile ? await readIfPresent(target.settingsKeyFile) : undefined;
  const otherKey = keyThere !== undefined && !keyThere.equals(settingsKey!);
  const [tables] = await rowsOf<{ n: string }>(db, sql`select count(*)::text as n from pg_tables where schemaname = 'public'`);
  const tableCount = Number(tables?.n ?? 0);
  const migrated = (await appliedMigrations(db)).length > 0;
  const storedFiles = target.filesDirectory ? await entriesOf(target.filesDirectory) : 0;
  const sameKey = keyThere !== undefined && !otherKey;
  if (tableCount === 0 && !migrated && storedFiles === 0 && !otherKey) return sameKey;
  if (!force) {
    const what = [
      tableCount > 0 || migrated ? `the database already has ${tableCount} tables` : "",
      storedFiles > 0 ? `the files folder ${target.filesDirectory} is not empty` : "",
      otherKey ? `${target.settingsKeyFile} holds another settings key` : "",
    ].filter(Boolean);
    throw new RestoreTargetNotEmpty(
      `Nothing was restored: ${what.join(" and ")}. Restore into a new data directory or an empty database, or pass --force to replace everything in it.`,
    );
  }
  // Everything the migrations made goes: tables, their sequences, the functions of the triggers,
  // the trigram extension and drizzle's record of what was applied.
  await db.execute(sql.raw("drop schema if exists drizzle cascade"));
  await db.execute(sql.raw("drop schema if exists public cascade"));
  await db.execute(sql.raw("create schema public"));
  return sameKey;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function entriesOf(folder: string): Promise<number> {
  try {
    return (await readdir(folder)).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

/** The schema the backup's migrations built here must have the columns its rows carry. */
async function checkSchema(db: Executor, manifest: BackupManifest): Promise<void> {
  const here = new Map((await tablesInDependencyOrder(db)).map((t) => [t.name, t.columns.join(",")]));
  for (const table of manifest.tables) {
    if (here.get(table.name) !== table.columns.join(",")) {
      throw new Error(`The table ${table.name} does not have the columns the backup's rows have: nothing was restored.`);
    }
  }
}

async function insertRows(tx: Executor, table: string, columns: string[], data: Buffer): Promise<number> {
  const lines = data
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "");
  const names = columns.map(quoted).join(", ");
  for (let i = 0; i < lines.length; i += INSERT_ROWS) {
    const json = `[${lines.slice(i, i + INSERT_ROWS).join(",")}]`;
    // Serial ids are given as they were; "overriding system value" lets identity columns take theirs too.
    await tx.execute(
      sql`insert into ${sql.raw(quoted(table))} (${sql.raw(names)}) overriding system value select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${json}::json)`,
    );
  }
  return lines.length;
}

/** Each stored object's type, from the file records restored before the files (a bucket keeps it with the object). */
async function storedTypes(tx: Executor): Promise<Map<string, string>> {
  const rows = await rowsOf<{ storage_key: string; thumb_key: string | null; mime_type: string }>(tx, sql`select storage_key, thumb_key, mime_type from files`);
  return new Map(rows.flatMap((r) => [[r.storage_key, r.mime_type] as const, ...(r.thumb_key ? [[r.thumb_key, THUMB_TYPE] as const] : [])]));
}

async function restoreSequences(tx: Executor, states: SequenceState[]): Promise<void> {
  for (const s of states) await tx.execute(sql`select setval(${quoted(s.name)}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
}
