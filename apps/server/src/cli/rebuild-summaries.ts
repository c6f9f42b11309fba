import { loadConfig } from "../config";
import { openDatabase } from "../platform/db/open-database";
import { rebuildSummaries } from "../features/reports";

/**
 * Recomputes every day's report summaries from the raw rows: `npm run rebuild-summaries`.
 * On the embedded database, stop the server first (one process holds its data directory).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    await handle.migrate();
    const started = Date.now();
    const days = await rebuildSummaries(handle.db);
    console.log(`Report summaries rebuilt: ${days} business days in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
