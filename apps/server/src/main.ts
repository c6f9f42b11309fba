import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { buildApp } from "./app";
import { openDatabase } from "./platform/db/open-database";
import { ensureBaseData } from "./seed/base-data";
import { demoSignIns, seedDemoShop } from "./seed/demo-shop";
import { findUserByEmail } from "./features/auth/auth.repository";
import { settingsMailer, settingsSmsSender } from "./features/settings/message-senders";
import { readMailProvider, readSmsProvider } from "./features/settings/message-providers.service";
import { readMessagePacing } from "./features/settings";
import { startOutboxWorker, type OutboxWorker } from "./platform/outbox/outbox-worker";
import { startExpenseScheduler, type ExpenseScheduler } from "./features/expenses/expense-scheduler";
import { startSummaryCatchUp } from "./features/reports";
import { startOpenShiftFlagger } from "./features/time-clock";
import { startSystemLogRetention } from "./features/system-logs";
import { startStatementJob } from "./features/house-accounts";
import { startReviewJob } from "./features/reviews";
import { startCampaignScheduler, unsubscribeFooter } from "./features/campaigns";
import { textSettledHint } from "./features/messaging";
import type { PeriodicJob } from "./platform/periodic-job";
import { drainAndClose } from "./platform/shutdown";
import { loadOrCreateSettingsKey, settingsKeyWarning } from "./platform/settings-secrets/settings-key";

// Works from src/ (tsx) and from dist/ (built): both sit two levels below apps/.
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main(): Promise<void> {
  const config = loadConfig(process.env, { webDist });
  // Secret settings are sealed with SETTINGS_KEY, or with a key generated once beside the data.
  const generatedKey = config.settingsKey ? undefined : loadOrCreateSettingsKey(config.dataDir);
  config.settingsKey ??= generatedKey?.key;
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : config.dataDir });
  await handle.migrate();
  const { isNewShop } = await ensureBaseData(handle.db);
  const seedDemo = config.seedDemo ?? isNewShop;
  if (seedDemo && isNewShop) await seedDemoShop(handle.db, config.demoTimeZone);

  const { app, deps } = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: { level: config.logLevel } });
  if (generatedKey?.created) app.log.warn(settingsKeyWarning(generatedKey.file));
  // Filled in after listen; a signal during startup finds it empty.
  const outbox: { worker?: OutboxWorker } = {};
  const expenses: { scheduler?: ExpenseScheduler } = {};
  const summaries: { catchUp?: PeriodicJob<number> } = {};
  const systemLogs: { retention?: PeriodicJob<number> } = {};
  const statements: { job?: PeriodicJob<number> } = {};
  const campaignJobs: { scheduler?: PeriodicJob<number> } = {};
  const timeClock: { flagger?: PeriodicJob<number> } = {};
  const reviews: { job?: PeriodicJob<number> } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: no new work taken; finishing requests in flight`);
    // Whatever hangs past the drain and the jobs' last runs, the process still ends.
    setTimeout(() => {
      console.error("Shutdown did not finish in time: exiting.");
      process.exit(1);
    }, config.shutdownDrainMs + 30_000).unref();
    try {
      // Messages in hand are sent and recorded before the database goes away (drainAndClose's order).
      const jobs = [
        outbox.worker,
        expenses.scheduler,
        summaries.catchUp,
        systemLogs.retention,
        statements.job,
        timeClock.flagger,
        campaignJobs.scheduler,
        reviews.job,
      ].filter((job) => job !== undefined);
      await drainAndClose({ app, jobs, closeDatabase: () => handle.close(), drainMs: config.shutdownDrainMs, log: app.log });
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // The environment's providers win; otherwise those of System Settings › Utility, read on each send.
  const mailer = settingsMailer(deps);
  const sms = settingsSmsSender(deps);
  // Only for the startup line: a stored secret that cannot be opened is reported when sending.
  const mailProvider = await readMailProvider(deps).catch(() => null);
  const smsProvider = await readSmsProvider(deps).catch(() => null);
  // Quiet hours and the hourly caps (System Settings › Utility) are read on each run.
  // Every automated and bulk e-mail ends with the unsubscribe link and the shop's postal address.
  outbox.worker = startOutboxWorker(deps, {
    mailer,
    sms,
    intervalMs: config.outboxIntervalMs,
    pacing: () => readMessagePacing(deps.db),
    emailFooter: unsubscribeFooter(deps),
    settled: textSettledHint(deps),
  });
  expenses.scheduler = startExpenseScheduler(deps, { intervalMs: config.expenseSchedulerIntervalMs });
  summaries.catchUp = startSummaryCatchUp(deps);
  systemLogs.retention = startSystemLogRetention(deps);
  statements.job = startStatementJob(deps);
  campaignJobs.scheduler = startCampaignScheduler(deps);
  timeClock.flagger = startOpenShiftFlagger(deps);
  reviews.job = startReviewJob(deps, { intervalMs: config.reviewJobIntervalMs });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    `WashDesk is running on http://localhost:${config.port}`,
    `Database: ${where}`,
    `E-mail: ${mailProvider ? `SMTP (${config.smtpUrl ? "SMTP_URL" : "System Settings"})` : "not sent (no SMTP_URL nor SMTP settings)"}; SMS: ${smsProvider ? `provider at ${smsProvider.baseUrl}` : "not sent (no SMS_* nor SMS settings)"}`,
  ];
  const demoShop = (seedDemo && isNewShop) || (await findUserByEmail(handle.db, demoSignIns[0].email)) !== undefined;
  if (demoShop) {
    lines.push("Demo sign-ins:", ...demoSignIns.map((d) => `  ${d.role.padEnd(8)} ${d.email} / ${d.password} (PIN ${d.pin})`));
  } else if (isNewShop) {
    lines.push("This shop has no staff yet: run `npm run create-owner` to make the first account.");
  }
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
