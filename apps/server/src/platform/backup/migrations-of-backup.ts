import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "../db/migrations-folder";
import type { AppliedMigration } from "./database-catalog";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const readJournal = async () => JSON.parse(await readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };

/** How many migrations this version has. */
export async function knownMigrationCount(): Promise<number> {
  return (await readJournal()).entries.length;
}

/** The applied migrations with their file names from this version's journal, where it knows them. */
export async function namedMigrations(migrations: AppliedMigration[]): Promise<AppliedMigration[]> {
  const journal = await readJournal();
  const tagOf = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return migrations.map((m) => ({ tag: tagOf.get(m.createdAt), ...m }));
}

/**
 * The migrations folder cut after the backup's last migration, so a restore builds exactly the
 * schema its rows were read from; the migrations that came after run once the rows are in, as they
 * would have on the running shop. Refused when the backup knows a migration this version does not
 * (a newer WashDesk made it) or when a migration's text differs.
 */
export async function migrationsOfBackup(migrations: AppliedMigration[]): Promise<{ folder: string; remove: () => Promise<void> }> {
  const source = migrationsFolder();
  const journal = JSON.parse(await readFile(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const known = readMigrationFiles({ migrationsFolder: source });
  migrations.forEach((m, i) => {
    const ours = known[i];
    if (!ours || ours.folderMillis !== m.createdAt) {
      throw new Error(
        "This backup was made by a newer version of WashDesk (its database has migrations this version does not know). Restore it with that version or a later one.",
      );
    }
    if (ours.hash !== m.hash) throw new Error(`Migration ${journal.entries[i]!.tag} of this backup differs from this version's: it cannot be restored here.`);
  });

  const folder = await mkdtemp(path.join(tmpdir(), "washdesk-restore-migrations-"));
  const entries = journal.entries.slice(0, migrations.length);
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
