import { ActivityAction, developerMessages } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import type { RequestMeta } from "../../platform/request-context";
import { ok } from "../../platform/envelope";
import { writeActivity } from "../../platform/activity-log";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { createBackup } from "../../platform/backup/write-backup";
import { createFileStore } from "../../platform/files/file-store";
import { readSettingsKeyFile } from "../../platform/settings-secrets/settings-key";
import { rebuildSummaries } from "../reports";
import { requeueFailedMessages } from "./developer.repository";

const ENTITY = "developer";

/**
 * POST /api/dev/outbox/retry-failed: every failed e-mail and text goes back to the outbox, due
 * now, with its attempts counted afresh. The Idempotency-Key makes a repeated request answer the
 * first one; a new request moves only what has failed since.
 */
export async function retryFailedMessages(deps: AppDeps, auth: AuthContext, meta: RequestMeta): Promise<IdempotentReply<number>> {
  return runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/dev/outbox/retry-failed", body: {} },
    async (tx) => {
      const ids = await requeueFailedMessages(tx, deps.clock());
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.RetryMessages,
        entity: ENTITY,
        details: { retried: ids.length, ids: ids.slice(0, 100) },
        ip: meta.ip,
      });
      return ids.length;
    },
    (retried) => ok({ retried }, developerMessages.retried(retried)),
  );
}

/**
 * POST /api/dev/jobs/run: each background job of this process runs now, queued behind its own run
 * in flight. Running what is due twice does nothing the second time: every job only takes what
 * is due (the outbox claims its rows, the scheduler its occurrences).
 */
export async function runJobsNow(deps: AppDeps, auth: AuthContext, ip: string) {
  const jobs = await deps.jobs.runAll();
  await writeActivity(deps.db, {
    userId: auth.user.id,
    action: ActivityAction.RunJobs,
    entity: ENTITY,
    details: { jobs: jobs.map((job) => `${job.name}: ${job.outcome}`) },
    ip,
  });
  return { jobs };
}

/** POST /api/dev/reports/rebuild-summaries: every day's summaries recomputed from the rows, as `npm run rebuild-summaries` does. */
export async function rebuildReportSummaries(deps: AppDeps, auth: AuthContext, ip: string) {
  const started = Date.now();
  const days = await rebuildSummaries(deps.db);
  await writeActivity(deps.db, {
    userId: auth.user.id,
    action: ActivityAction.RebuildSummaries,
    entity: ENTITY,
    details: { days, seconds: Math.round((Date.now() - started) / 100) / 10 },
    ip,
  });
  return { days };
}

/**
 * GET /api/dev/backup: the archive `npm run backup` writes, streamed as it is made (one snapshot of
 * the database, then the stored files and the settings key file). The download is logged first:
 * whoever took a copy of the shop is on record even if the transfer breaks.
 */
export async function startBackupDownload(deps: AppDeps, auth: AuthContext, ip: string) {
  await writeActivity(deps.db, { userId: auth.user.id, action: ActivityAction.DownloadBackup, entity: ENTITY, ip });
  const settingsKey = await readSettingsKeyFile(deps.config.dataDir);
  return createBackup({ db: deps.db, kind: deps.dbKind, files: createFileStore(deps.config), settingsKey, clock: deps.clock });
}

/** "washdesk-backup-20260601-120000.tar.gz", in UTC. */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `washdesk-backup-${stamp}.tar.gz`;
}
