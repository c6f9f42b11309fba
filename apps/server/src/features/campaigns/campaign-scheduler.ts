import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { campaigns } from "../../platform/db/schema";
import { queueCampaign } from "./campaign-queue";

/**
 * Queues scheduled campaigns whose time has come, and finishes any a stopped process left halfway
 * (its cursor says where). Runs every minute; a second process queues nothing twice (each batch
 * locks the campaign and reads its cursor).
 */
export async function queueDueCampaigns(deps: Pick<AppDeps, "db" | "clock" | "realtime">): Promise<number> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: campaigns.id, status: campaigns.status })
    .from(campaigns)
    .where(and(inArray(campaigns.status, ["scheduled", "queueing"]), lte(campaigns.sendAt, now)))
    .orderBy(asc(campaigns.sendAt));
  for (const campaign of due) {
    if (campaign.status === "scheduled")
      await deps.db
        .update(campaigns)
        .set({ status: "queueing" })
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, "scheduled")));
    await queueCampaign(deps, campaign.id);
  }
  return due.length;
}

export function startCampaignScheduler(
  deps: Pick<AppDeps, "db" | "clock" | "log" | "realtime"> & Partial<Pick<AppDeps, "jobs">>,
  options: { intervalMs?: number } = {},
): PeriodicJob<number> {
  return startPeriodicJob({
    name: "campaigns",
    intervalMs: options.intervalMs ?? 60_000,
    firstRunMs: 15_000,
    log: deps.log,
    board: deps.jobs,
    run: () => queueDueCampaigns(deps),
  });
}
