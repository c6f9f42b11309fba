import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openTestDatabase, onPostgres } from "../../../test/test-database";
import { ensureBaseData } from "../../seed/base-data";
import { seedHistory } from "../../seed/history-shop";
import type { DatabaseHandle, Executor } from "../db/database";
import { openDatabase } from "../db/open-database";
import { files, users } from "../db/schema";
import { DiskFileStore } from "../files/disk-file-store";
import { quoted, rowsOf, sequenceStates } from "./database-catalog";
import { createBackup, type BackupSummary } from "./write-backup";
import { migrationsOfBackup } from "./migrations-of-backup";
import { restoreBackup, RestoreTargetNotEmpty, type RestoreTarget } from "./restore-backup";

let folder: string;
let source: DatabaseHandle;
let archiveFile: string;
let backup: BackupSummary;
const photo = randomBytes(150_000);
const thumb = randomBytes(3_000);

// A small shop with a month of history (sales, payments, refunds, drawers, expenses, purchases)
// and one stored photo with its thumbnail: every kind of row the backup must carry, in seconds.
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "washdesk-backup-test-"));
  source = await openTestDatabase();
  await ensureBaseData(source.db);
  await seedHistory(source.db, { sales: 300, from: "2025-03-01", to: "2025-03-31" });
  const store = new DiskFileStore(path.join(folder, "source-files"));
  await store.put("attachments/expense/2025-03/photo.jpg", photo);
  await store.put("attachments/expense/2025-03/photo.thumb.webp", thumb);
  const [owner] = await source.db.select({ id: users.id }).from(users).limit(1);
  await source.db.insert(files).values({
    storageKey: "attachments/expense/2025-03/photo.jpg",
    thumbKey: "attachments/expense/2025-03/photo.thumb.webp",
    originalName: "receipt.jpg",
    mimeType: "image/jpeg",
    size: photo.length,
    pathPrefix: "/attachments/expense",
    createdBy: owner!.id,
  });
  archiveFile = path.join(folder, "shop.tar.gz");
  const { archive, finished } = createBackup({ db: source.db, kind: source.kind, files: store });
  await pipeline(archive, createWriteStream(archiveFile));
  backup = await finished;
}, 120_000);

afterAll(async () => {
  await source?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A new data directory (PGlite on disk) or a new, empty PostgreSQL database, with its file folder. */
async function freshTarget(): Promise<RestoreTarget & { close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(folder, "target-"));
  const filesDirectory = path.join(dataDir, "files");
  if (!onPostgres) {
    const handle = await openDatabase({ pgliteDir: dataDir });
    return { handle, files: new DiskFileStore(filesDirectory), filesDirectory, close: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `washdesk_restore_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  return {
    handle,
    files: new DiskFileStore(filesDirectory),
    filesDirectory,
    close: async () => {
      await handle.close();
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Each table's row count and a digest of all its rows, as PostgreSQL writes them. */
async function fingerprints(db: Executor) {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const table of backup.manifest.tables) {
    const [row] = await rowsOf<{ n: string; digest: string }>(
      db,
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text), '')) as digest from ${quoted(table.name)} t`,
      ),
    );
    out[table.name] = { rows: Number(row!.n), digest: row!.digest };
  }
  return out;
}

async function moneySums(db: Executor) {
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`select (select sum(amount) from sales)::text as sales,
               (select sum(paid_total) from sales)::text as sales_paid,
               (select sum(amount) from payments)::text as payments,
               (select sum(tip) from payments)::text as tips,
               (select sum(amount) from refunds)::text as refunds,
               (select sum(amount) from expenses)::text as expenses,
               (select sum(amount) from purchases)::text as purchases`,
  );
  return row!;
}

const restoreFrom = (target: RestoreTarget, options?: { force?: boolean }) => restoreBackup(target, createReadStream(archiveFile), options);

describe("backup and restore", () => {
  it("writes a manifest of one snapshot: the migrations, every table with its rows, the files", () => {
    const { manifest } = backup;
    expect(manifest.databaseKind).toBe(source.kind);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(manifest.migrations[0]!.tag).toBe("0000_foundation");
    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows.sales).toBe(300);
    expect(rows.payments).toBeGreaterThan(0);
    expect(rows.refunds).toBeGreaterThan(0);
    expect(rows.expenses).toBeGreaterThan(0);
    expect(rows.purchases).toBeGreaterThan(0);
    // Dependency order: a sale's lines after the sale, the sale after its register session.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf("sale_lines")).toBeGreaterThan(order.indexOf("sales"));
    expect(order.indexOf("sales")).toBeGreaterThan(order.indexOf("register_sessions"));
    expect(manifest.files.count).toBe(2);
    expect(backup.missingFiles).toEqual([]);
  });

  it("refuses a backup with a migration this version does not know, or one whose text differs", async () => {
    const { migrations } = backup.manifest;
    await expect(migrationsOfBackup([...migrations, { hash: "f".repeat(64), createdAt: 9_999_999_999_999 }])).rejects.toThrow(/newer version of WashDesk/);
    await expect(migrationsOfBackup([{ ...migrations[0]!, hash: "0".repeat(64) }])).rejects.toThrow(/differs from this version's/);
    const cut = await migrationsOfBackup(migrations.slice(0, 3));
    await cut.remove();
  });

  it("restores into a fresh database every row, the same money, the sequences and the files byte for byte", async () => {
    const target = await freshTarget();
    try {
      const restored = await restoreFrom(target);
      expect(restored.rows).toBe(backup.rows);
      expect(restored.files).toBe(2);
      expect(await fingerprints(target.handle.db)).toEqual(await fingerprints(source.db));
      const sums = await moneySums(target.handle.db);
      expect(sums).toEqual(await moneySums(source.db));
      expect(Number(sums.sales)).toBeGreaterThan(0);
      expect(await sequenceStates(target.handle.db)).toEqual(await sequenceStates(source.db));
      expect((await target.files.get("attachments/expense/2025-03/photo.jpg"))!.equals(photo)).toBe(true);
      expect((await target.files.get("attachments/expense/2025-03/photo.thumb.webp"))!.equals(thumb)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it("refuses a target that holds data, and replaces it when forced", async () => {
    const target = await freshTarget();
    try {
      await target.handle.db.execute(sql`create table left_over (id int)`);
      await expect(restoreFrom(target)).rejects.toThrow(RestoreTargetNotEmpty);
      await expect(restoreFrom(target)).rejects.toThrow(/pass --force/);
      await restoreFrom(target, { force: true });
      expect(await fingerprints(target.handle.db)).toEqual(await fingerprints(source.db));
    } finally {
      await target.close();
    }
  });

  it("refuses an archive that is not a backup before touching the target, and a files folder that is not empty", async () => {
    const target = await freshTarget();
    try {
      await expect(restoreBackup(target, Readable.from([gzipSync(Buffer.from("not a tar"))]))).rejects.toThrow();
      const [tables] = await rowsOf<{ n: string }>(target.handle.db, sql`select count(*)::text as n from pg_tables where schemaname = 'public'`);
      expect(tables!.n).toBe("0");
      await target.files.put("attachments/other.jpg", Buffer.from("x"), "image/jpeg");
      await expect(restoreFrom(target)).rejects.toThrow(/files folder .* is not empty/);
    } finally {
      await target.close();
    }
  });

  it("carries the data directory's settings key and puts it back, refusing to overwrite another key unless forced", async () => {
    const key = Buffer.from(`${randomBytes(32).toString("base64")}\n`);
    const withKey = path.join(folder, "with-key.tar.gz");
    const { archive, finished } = createBackup({
      db: source.db,
      kind: source.kind,
      files: new DiskFileStore(path.join(folder, "source-files")),
      settingsKey: key,
    });
    await pipeline(archive, createWriteStream(withKey));
    await finished;

    const target = await freshTarget();
    const keyFile = path.join(folder, `key-${randomBytes(4).toString("hex")}`, "settings.key");
    try {
      const restored = await restoreBackup({ ...target, settingsKeyFile: keyFile }, createReadStream(withKey));
      expect(restored.settingsKey).toBe("restored");
      expect((await readFile(keyFile)).equals(key)).toBe(true);
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);

      await writeFile(keyFile, "another key\n");
      await expect(restoreBackup({ ...target, settingsKeyFile: keyFile }, createReadStream(withKey))).rejects.toThrow(/holds another settings key/);
      expect(await readFile(keyFile, "utf8")).toBe("another key\n");
      const forced = await restoreBackup({ ...target, settingsKeyFile: keyFile }, createReadStream(withKey), { force: true });
      expect(forced.settingsKey).toBe("restored");
      expect((await readFile(keyFile)).equals(key)).toBe(true);
    } finally {
      await target.close();
    }
  }, 180_000);

  // PGlite has one connection: nothing else can write while the backup's transaction is open.
  it.runIf(onPostgres)("holds one snapshot: rows written and money changed while it runs are not in it", async () => {
    const before = await moneySums(source.db);
    const [registers] = await rowsOf<{ n: string }>(source.db, sql`select count(*)::text as n from registers`);
    let wrote = false;
    const { archive, finished } = createBackup({
      db: source.db,
      kind: source.kind,
      files: new DiskFileStore(path.join(folder, "source-files")),
      // Once the snapshot is taken, another connection adds a register and changes every sale.
      onTable: async () => {
        if (wrote) return;
        wrote = true;
        await source.db.execute(sql`insert into registers (name) values ('Written during the backup')`);
        await source.db.execute(sql`update sales set amount = amount + 100`);
      },
    });
    const during = path.join(folder, "during.tar.gz");
    await pipeline(archive, createWriteStream(during));
    const summary = await finished;
    expect(summary.manifest.tables.find((t) => t.name === "registers")!.rows).toBe(Number(registers!.n));
    expect(await moneySums(source.db)).not.toEqual(before);

    const target = await freshTarget();
    try {
      await restoreBackup(target, createReadStream(during));
      expect(await moneySums(target.handle.db)).toEqual(before);
      const [restored] = await rowsOf<{ n: string }>(target.handle.db, sql`select count(*)::text as n from registers`);
      expect(restored!.n).toBe(registers!.n);
    } finally {
      await target.close();
    }
  });
});
