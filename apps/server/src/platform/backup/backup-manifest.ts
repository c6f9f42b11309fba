import type { AppliedMigration, SequenceState } from "./database-catalog";

/** Every entry of the archive sits in one folder, so unpacking it by hand spills nothing around. */
export const ARCHIVE_FOLDER = "washdesk-backup";
export const FORMAT = "washdesk-backup";
export const FORMAT_VERSION = 1;

/**
 * The archive's entries, in this order: the manifest, the settings key when the data directory
 * holds one (a restore judges it before touching anything), each table's rows in dependency order (in
 * parts of a bounded size), the sequences, the stored files, and last the keys of files the store
 * no longer had.
 */
export const entryNames = {
  manifest: `${ARCHIVE_FOLDER}/manifest.json`,
  settingsKey: `${ARCHIVE_FOLDER}/settings.key`,
  tablePart: (table: string, part: number) => `${ARCHIVE_FOLDER}/tables/${table}/${String(part).padStart(6, "0")}.jsonl`,
  sequences: `${ARCHIVE_FOLDER}/sequences.json`,
  file: (key: string) => `${ARCHIVE_FOLDER}/files/${key}`,
  missingFiles: `${ARCHIVE_FOLDER}/missing-files.json`,
};

/** What the archive holds, written first so a restore can judge it before reading any row. */
export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The database the backup was taken from: a restore may go to the other kind. */
  databaseKind: "pglite" | "postgres";
  /** The schema the rows fit: a restore applies exactly these migrations before inserting them. */
  migrations: AppliedMigration[];
  /** In dependency order, with the row count seen by the backup's one snapshot. */
  tables: { name: string; columns: string[]; rows: number }[];
  /** Stored files referenced by the snapshot's file records (originals and thumbnails). */
  files: { count: number };
}

export type { SequenceState };

export function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new Error("This is not a WashDesk backup: its manifest cannot be read.");
  }
  if (manifest.format !== FORMAT) throw new Error("This is not a WashDesk backup.");
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new Error(`This backup has format ${manifest.formatVersion}; this version of WashDesk reads format ${FORMAT_VERSION}.`);
  }
  return manifest;
}

/** Where a table's line goes in a part of the archive: whole rows, at most this many bytes a part. */
export const PART_BYTES = 4 * 1024 * 1024;
