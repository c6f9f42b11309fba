import type { FastifyInstance } from "fastify";
import { developerApi, developerMessages } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { developerOverview } from "./developer-overview.service";
import { backupFileName, rebuildReportSummaries, retryFailedMessages, runJobsNow, startBackupDownload } from "./developer-actions.service";

/** The developer page (/dev): figures of the running system and its actions (contracts: the domain's developerApi). */
export function developerRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, developerApi.overview, async () => ok(await developerOverview(deps)));
  route(app, developerApi.retryFailedMessages, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await retryFailedMessages(deps, meta.auth, meta));
  });
  route(app, developerApi.runJobs, async (request) => {
    const result = await runJobsNow(deps, authOf(request), request.ip);
    const failed = result.jobs.filter((job) => job.outcome === "failed").length;
    return ok(result, developerMessages.jobsRun(failed), failed === 0 ? "positive" : "warning");
  });
  route(app, developerApi.rebuildSummaries, async (request) => {
    const result = await rebuildReportSummaries(deps, authOf(request), request.ip);
    return ok(result, developerMessages.rebuilt(result.days));
  });
  route(app, developerApi.backup, async (request, reply) => {
    const { archive, finished } = await startBackupDownload(deps, authOf(request), request.ip);
    // A failure mid-stream cuts the download short (the archive is then incomplete, and a restore refuses it).
    finished.catch((error: unknown) => request.log.error({ err: error }, "backup download failed"));
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backupFileName(deps.clock())}"`)
      .header("cache-control", "no-store")
      .send(archive);
  });
}
