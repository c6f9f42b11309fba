import { z } from "zod";
import { defineApi } from "../api/define-api";
import { developerRoutes } from "./developer-routes";
import { jobOutcomes } from "./developer-words";

const instant = z.string();

export const outboxQueueSchema = z.object({
  /** "email" or "sms". */
  channel: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** When the oldest message still waiting was written; null when none waits. */
  oldestPendingAt: instant.nullable(),
});

export const periodicJobSchema = z.object({
  name: z.string(),
  intervalMs: z.number().int(),
  runs: z.number().int(),
  lastStartedAt: instant.nullable(),
  lastFinishedAt: instant.nullable(),
  outcome: z.enum(jobOutcomes).nullable(),
  lastError: z.string().nullable(),
});
export type PeriodicJobView = z.infer<typeof periodicJobSchema>;

export const developerOverviewSchema = z.object({
  version: z.string(),
  /** The commit or build id the server was built from, when the build knew it. */
  build: z.string().nullable(),
  node: z.string(),
  startedAt: instant,
  uptimeSeconds: z.number().int(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    sizeBytes: z.number().int(),
    appliedMigrations: z.number().int(),
    latestMigration: z.string().nullable(),
    /** Migrations this version has that the database has not had (none once started). */
    pendingMigrations: z.number().int(),
  }),
  outbox: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    oldestPendingAt: instant.nullable(),
    queues: z.array(outboxQueueSchema),
  }),
  jobs: z.array(periodicJobSchema),
  realtime: z.object({
    /** Sockets connected to this process. */
    clients: z.number().int(),
    /** Whether hints reach the other processes through Redis. */
    shared: z.boolean(),
  }),
});
export type DeveloperOverview = z.infer<typeof developerOverviewSchema>;

export const developerApi = defineApi("developer", developerRoutes, {
  overview: {
    summary: "The running server: version, uptime, database, outbox, background jobs, realtime clients",
    response: developerOverviewSchema,
  },
  retryFailedMessages: {
    summary: "Sends every failed e-mail and text again: they go back to the outbox as new",
    body: z.object({}).optional(),
    response: z.object({ retried: z.number().int() }),
  },
  runJobs: {
    summary: "Runs every background job of this server now (what is due is done)",
    body: z.object({}).optional(),
    response: z.object({ jobs: z.array(z.object({ name: z.string(), outcome: z.enum(["succeeded", "failed"]), error: z.string().nullable() })) }),
  },
  rebuildSummaries: {
    summary: "Recomputes every day's report summaries from the sales, payments and expenses",
    body: z.object({}).optional(),
    response: z.object({ days: z.number().int() }),
  },
  backup: {
    summary: "Downloads a backup archive (.tar.gz) of the database, the stored files and the settings key file",
  },
});
