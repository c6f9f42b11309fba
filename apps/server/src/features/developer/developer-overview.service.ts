import type { DeveloperOverview } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { buildInfo } from "../../platform/build-info";
import { appliedMigrations } from "../../platform/backup/database-catalog";
import { knownMigrationCount, namedMigrations } from "../../platform/backup/migrations-of-backup";
import { databaseSizeBytes, outboxQueues } from "./developer.repository";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The developer page's figures: this process, its database, its outbox, its jobs and sockets. */
export async function developerOverview(deps: AppDeps): Promise<DeveloperOverview> {
  const uptimeSeconds = Math.floor(process.uptime());
  const applied = await namedMigrations(await appliedMigrations(deps.db));
  const known = await knownMigrationCount();
  const queues = await outboxQueues(deps.db);
  const oldest = queues.map((q) => q.oldestPendingAt).filter((at): at is Date => at !== null);
  return {
    version: buildInfo.version,
    build: buildInfo.build,
    node: process.version,
    startedAt: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
    uptimeSeconds,
    database: {
      kind: deps.dbKind,
      sizeBytes: await databaseSizeBytes(deps.db),
      appliedMigrations: applied.length,
      latestMigration: applied.at(-1)?.tag ?? null,
      pendingMigrations: Math.max(0, known - applied.length),
    },
    outbox: {
      pending: queues.reduce((sum, q) => sum + q.pending, 0),
      failed: queues.reduce((sum, q) => sum + q.failed, 0),
      oldestPendingAt: oldest.length === 0 ? null : new Date(Math.min(...oldest.map((at) => at.getTime()))).toISOString(),
      queues: queues.map((q) => ({ ...q, oldestPendingAt: iso(q.oldestPendingAt) })),
    },
    jobs: deps.jobs.list().map((job) => ({ ...job, lastStartedAt: iso(job.lastStartedAt), lastFinishedAt: iso(job.lastFinishedAt) })),
    realtime: { clients: deps.realtime.clientCount(), shared: deps.realtime.isShared() },
  };
}
