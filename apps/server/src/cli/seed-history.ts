import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { addDays } from "@washdesk/domain";
import { loadConfig } from "../config";
import { openDatabase } from "../platform/db/open-database";
import { businessDateAt } from "../platform/shop-clock";
import { readShopSettings } from "../features/settings/settings.service";
import { ensureBaseData } from "../seed/base-data";
import { seedHistory, ShopHasSales } from "../seed/history-shop";

const USAGE = `npm run seed-history -- [sales] [years] [--days N] [--customers N] [--force]
  sales   sales to ring up (default 1000000)
  years   years of history ending yesterday (default 3); --days N instead gives N days
  --customers N  customers for a shop that has none (default one per 25 sales)
  --force add to a shop that already has sales
The database is DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).`;

/**
 * Fills a shop with years of history for trying the reports and lists at scale:
 * npm run seed-history -- 1000000 3
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { days: { type: "string" }, customers: { type: "string" }, force: { type: "boolean" }, help: { type: "boolean" } },
  });
  if (values.help) return console.log(USAGE);
  const salesCount = Number(positionals[0] ?? 1_000_000);
  const years = Number(positionals[1] ?? 3);
  const days = values.days === undefined ? Math.round(years * 365.25) : Number(values.days);
  const customerCount = values.customers === undefined ? undefined : Number(values.customers);
  if (!Number.isInteger(salesCount) || salesCount < 1 || !Number.isInteger(days) || days < 1) throw new Error(USAGE);
  if (customerCount !== undefined && (!Number.isInteger(customerCount) || customerCount < 1)) throw new Error(USAGE);

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir });
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const { timeZone } = (await readShopSettings(handle.db)).utility;
    const to = addDays(businessDateAt(new Date(), timeZone), -1);
    const from = addDays(to, -(days - 1));
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
    console.log(`Seeding ${salesCount.toLocaleString("en-US")} sales from ${from} to ${to} (${timeZone}) into ${where}`);
    let lastShown = 0;
    let shown = 0;
    const result = await seedHistory(handle.db, {
      sales: salesCount,
      from,
      to,
      addToExisting: values.force,
      customers: customerCount,
      onProgress: (done, of) => {
        if (done === shown || (done < of && performance.now() - lastShown < 2000)) return;
        shown = done;
        lastShown = performance.now();
        console.log(`  ${done.toLocaleString("en-US")} / ${of.toLocaleString("en-US")} sales (${Math.round((100 * done) / of)}%), ${elapsed()}`);
      },
    });
    console.log(`Written in ${elapsed()}; analysing the tables…`);
    // Outside the seed's transaction: the planner's statistics and the visibility map, as autovacuum would.
    for (const table of ["sales", "sale_lines", "payments", "refunds", "customers", "vehicles", "expenses", "purchases"]) {
      await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    console.log(
      [
        `Done in ${elapsed()}:`,
        `${result.sales.toLocaleString("en-US")} sales over ${result.days} open days (${result.deleted} deleted),`,
        `${result.lines.toLocaleString("en-US")} lines, ${result.payments.toLocaleString("en-US")} payments, ${result.refunds.toLocaleString("en-US")} refunds and voids,`,
        `${result.sessions} drawer sessions, ${result.expenses} expenses, ${result.purchases} purchases.`,
      ].join("\n  "),
    );
  } catch (error) {
    if (error instanceof ShopHasSales)
      throw new Error(`${error.message} seed-history fills a shop without sales; pass --force to add to it.`, { cause: error });
    throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
