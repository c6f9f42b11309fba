import { pipeline, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import type { Database, Transaction } from "../db/database";
import type { FileStore } from "../files/file-store";
import { entryNames, FORMAT, FORMAT_VERSION, PART_BYTES, type BackupManifest } from "./backup-manifest";
import { namedMigrations } from "./migrations-of-backup";
import { appliedMigrations, quoted, rowsOf, sequenceStates, tablesInDependencyOrder } from "./database-catalog";

export interface BackupSource {
  db: Database;
  kind: "pglite" | "postgres";
  files: FileStore;
  clock?: () => Date;
  /**
   * The contents of DATA_DIR/settings.key when the shop's secrets are sealed with it: without it
   * a restored shop could not open them. A key given as SETTINGS_KEY is the operator's to keep.
   */
  settingsKey?: Buffer;
  /** Called inside the snapshot before each table's rows are read (progress; tests write meanwhile). */
  onTable?: (table: string) => Promise<void> | void;
}

export interface BackupSummary {
  manifest: BackupManifest;
  rows: number;
  /** Keys of file records whose bytes the store no longer had (listed in the archive too). */
  missingFiles: string[];
}

/** Rows fetched from the cursor at a time: enough to keep the database busy, few enough to keep memory flat. */
const FETCH_ROWS = 2000;

/**
 * A backup as a gzipped tar stream, for a file (`npm run backup`) or a download alike. Every row
 * is read in one repeatable-read, read-only transaction: one snapshot of the whole database,
 * whatever the shop does meanwhile, on PostgreSQL and PGlite alike. Stored files are never changed
 * once written (their keys are random and new for each upload), so the bytes of every file the
 * snapshot's records name are read after it ends, without holding the database.
 * `finished` tells what was written, or why the stream failed.
 */
export function createBackup(source: BackupSource): { archive: Readable; finished: Promise<BackupSummary> } {
  const pack = tar.pack();
  const archive = createGzip();
  // A failure on either side ends both: a reader sees the error, and a reader that goes away stops the writing.
  pipeline(pack, archive, () => undefined);
  const finished = writeEntries(source, pack).then(
    (summary) => {
      pack.finalize();
      return summary;
    },
    (error: unknown) => {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  // Whoever only reads the stream learns of a failure from it; this promise must not go unhandled then.
  finished.catch(() => undefined);
  return { archive, finished };
}

async function writeEntries(source: BackupSource, pack: tar.Pack): Promise<BackupSummary> {
  const createdAt = (source.clock ?? (() => new Date()))();
  const add = (name: string, data: Buffer) => addEntry(pack, name, data, createdAt);

  const { manifest, rows, fileKeys } = await source.db.transaction(
    async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      const counted = [];
      for (const table of tables) {
        const [row] = await rowsOf<{ n: string }>(tx, sql.raw(`select count(*)::text as n from ${quoted(table.name)}`));
        counted.push({ ...table, rows: Number(row?.n ?? 0) });
      }
      const fileKeys = await storedFileKeys(tx);
      const manifest: BackupManifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        databaseKind: source.kind,
        migrations: await namedMigrations(await appliedMigrations(tx)),
        tables: counted,
        files: { count: fileKeys.length },
      };
      await add(entryNames.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
      if (source.settingsKey) await add(entryNames.settingsKey, source.settingsKey);
      let rows = 0;
      for (const table of counted) {
        await source.onTable?.(table.name);
        const written = await writeTableRows(tx, table.name, add);
        // The snapshot cannot change under the transaction; a difference would be a bug here.
        if (written !== table.rows) throw new Error(`Backup of ${table.name}: counted ${table.rows} rows but read ${written}.`);
        rows += written;
      }
      await add(entryNames.sequences, Buffer.from(JSON.stringify(await sequenceStates(tx), null, 2)));
      return { manifest, rows, fileKeys };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  const missingFiles: string[] = [];
  for (const key of fileKeys) {
    const bytes = await source.files.get(key);
    if (bytes) await add(entryNames.file(key), bytes);
    else missingFiles.push(key);
  }
  if (missingFiles.length > 0) await add(entryNames.missingFiles, Buffer.from(JSON.stringify(missingFiles, null, 2)));
  return { manifest, rows, missingFiles };
}

/**
 * One table's rows as JSON lines, read through a cursor. PostgreSQL writes each row's JSON itself
 * (jsonb text is one line, numbers and times exact), and a restore hands the same text back to it,
 * so no value passes through JavaScript's numbers or dates.
 */
async function writeTableRows(tx: Transaction, table: string, add: (name: string, data: Buffer) => Promise<void>): Promise<number> {
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as line from ${quoted(table)} t`));
  let count = 0;
  let part = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    part += 1;
    await add(entryNames.tablePart(table, part), Buffer.from(lines.join("\n") + "\n"));
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const batch = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
    for (const { line } of batch) {
      lines.push(line);
      bytes += Buffer.byteLength(line) + 1;
      if (bytes >= PART_BYTES) await flush();
    }
    count += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await flush();
  await tx.execute(sql.raw("close backup_rows"));
  return count;
}

/** The keys of every stored object the snapshot's file records name: the original and its thumbnail. */
async function storedFileKeys(tx: Transaction): Promise<string[]> {
  const [present] = await rowsOf<{ present: boolean }>(tx, sql`select to_regclass('public.files') is not null as present`);
  if (!present?.present) return [];
  const rows = await rowsOf<{ storage_key: string; thumb_key: string | null }>(tx, sql`select storage_key, thumb_key from files order by storage_key`);
  return rows.flatMap((r) => (r.thumb_key ? [r.storage_key, r.thumb_key] : [r.storage_key]));
}

/** Resolves once the entry is in the stream and the stream has room again (the reader's pace). */
function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mtime, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve()));
  });
}
