import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../platform/db/open-database";
import { createFileStore } from "../platform/files/file-store";
import { restoreBackup } from "../platform/backup/restore-backup";
import { SETTINGS_KEY_FILE } from "../platform/settings-secrets/settings-key";

const USAGE = `npm run restore -- FILE [--force]
  Restores a backup made by \`npm run backup\` into the database of DATABASE_URL (or PGlite in
  DATA_DIR), the file store and DATA_DIR/settings.key. The target must be empty; --force replaces
  whatever it holds.`;

/** `npm run restore -- FILE`: the shop of a backup, in a new database or data directory. Stop the servers first. */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } }, allowPositionals: true });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir, poolSize: 2 });
  try {
    const started = Date.now();
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    const summary = await restoreBackup(
      {
        handle,
        files: createFileStore(config),
        filesDirectory: config.s3 ? undefined : path.join(config.dataDir, "files"),
        settingsKeyFile: path.join(config.dataDir, SETTINGS_KEY_FILE),
      },
      createReadStream(file),
      { force: values.force ?? false },
    );
    console.log(`Restored the backup of ${summary.manifest.createdAt} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    console.log(`  ${summary.manifest.tables.length} tables, ${summary.rows} rows, ${summary.files} stored files; settings key: ${summary.settingsKey}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
