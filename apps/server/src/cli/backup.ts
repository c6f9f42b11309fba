import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../platform/db/open-database";
import { createFileStore } from "../platform/files/file-store";
import { createBackup } from "../platform/backup/write-backup";
import { readSettingsKeyFile } from "../platform/settings-secrets/settings-key";

const USAGE = `npm run backup [-- --out FILE]
  Writes the database (DATABASE_URL, or PGlite in DATA_DIR), the stored files and DATA_DIR/settings.key
  (when there is one) into one archive,
  by default ./washdesk-backup-<date>-<time>.tar.gz; --out - writes it to standard output.`;

/**
 * `npm run backup`: one consistent archive of the shop. On PostgreSQL it runs beside the servers;
 * on the embedded database stop the server first (one process holds its data directory).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } } });
  if (values.help) return void console.log(USAGE);
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "db"))) {
    throw new Error(`There is no WashDesk database in ${config.dataDir}: set DATA_DIR or DATABASE_URL to the shop's.`);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 2 });
  // With --out - the archive is standard output: the words go to standard error.
  const say = values.out === "-" ? (line: string) => console.error(line) : (line: string) => console.log(line);
  try {
    const started = Date.now();
    const settingsKey = await readSettingsKeyFile(config.dataDir);
    const { archive, finished } = createBackup({ db: handle.db, kind: handle.kind, files: createFileStore(config), settingsKey });
    let file: string | undefined;
    if (values.out === "-") {
      await pipeline(archive, process.stdout);
    } else {
      file = path.resolve(values.out ?? defaultName(new Date()));
      // Written beside and renamed when complete: a file of that name is always a whole backup.
      const partial = `${file}.partial`;
      try {
        await pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
        await finished;
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }
    const summary = await finished;
    const size = file ? ` (${((await stat(file)).size / 1_048_576).toFixed(1)} MB)` : "";
    say(`Backup written${file ? ` to ${file}` : ""}${size} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    say(`  ${summary.manifest.tables.length} tables, ${summary.rows} rows, ${summary.manifest.files.count - summary.missingFiles.length} stored files`);
    say(settingsKey ? "  the settings key of DATA_DIR/settings.key" : "  no settings key file in DATA_DIR (SETTINGS_KEY, if set, must be kept apart)");
    if (summary.missingFiles.length > 0) say(`  ${summary.missingFiles.length} file records whose bytes the store no longer had (listed in the archive)`);
  } finally {
    await handle.close();
  }
}

function defaultName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `washdesk-backup-${stamp}.tar.gz`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
