import {
  ActivityAction,
  campaignRefusals,
  campaignWords,
  type AudienceFilter,
  type Campaign,
  type CampaignChannel,
  type CampaignInput,
  type Page,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { RequestContext } from "../../platform/request-context";
import { campaigns } from "../../platform/db/schema";
import { refusalError } from "../../platform/errors";
import { writeActivity } from "../../platform/activity-log";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { ok } from "../../platform/envelope";
import { htmlToPlainText, sanitizeEmailHtml } from "../../platform/mail/email-html";
import { countAudience } from "./audience.repository";
import { freshAudienceFigures } from "./audience-figures";
import { findCampaign, listCampaigns, outboxCountsOf, type CampaignRow, type OutboxCounts } from "./campaigns.repository";
import { queueCampaign } from "./campaign-queue";
import { campaignOf } from "./campaigns-dto";

/** POST /api/campaigns/audience: the live count of the composer. */
export async function audienceCount(deps: AppDeps, channel: CampaignChannel, filter: AudienceFilter): Promise<{ count: number }> {
  await freshAudienceFigures(deps.db, filter);
  return { count: await countAudience(deps.db, channel, filter) };
}

async function withProgress(executor: Executor, rows: CampaignRow[]): Promise<Campaign[]> {
  const counts = await outboxCountsOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => campaignOf(row, counts.get(row.id) as OutboxCounts));
}

export async function campaignList(deps: AppDeps, page: number, pageSize: number): Promise<Page<Campaign>> {
  const { rows, total } = await listCampaigns(deps.db, page, pageSize);
  return { items: await withProgress(deps.db, rows), total, page, pageSize };
}

async function campaignIn(executor: Executor, id: string): Promise<Campaign> {
  const row = await findCampaign(executor, id);
  if (!row) throw refusalError(campaignRefusals.notFound);
  const [campaign] = await withProgress(executor, [row]);
  return campaign!;
}

export const campaignDetail = (deps: AppDeps, id: string) => campaignIn(deps.db, id);

/**
 * POST /api/campaigns: the campaign and the activity log's SendBulkSms or SendBulkEmail are written
 * under the request's Idempotency-Key, so a repeated request answers the first campaign and never
 * sends a second. "Send now" then queues the audience after that commit (in batches of their own,
 * campaign-queue.ts); a scheduled one is queued by the scheduler when its time comes.
 */
export async function createCampaign(deps: AppDeps, input: CampaignInput, context: RequestContext): Promise<IdempotentReply<Campaign>> {
  const now = deps.clock();
  const sendAt = input.sendAt === null ? now : new Date(input.sendAt);
  if (input.sendAt !== null && sendAt.getTime() <= now.getTime()) throw refusalError(campaignRefusals.scheduleInPast);
  const html = input.channel === "email" ? sanitizeEmailHtml(input.html) : "";
  const body = input.channel === "email" ? htmlToPlainText(html) : input.body.trim();
  const reply = await runIdempotent(
    deps.db,
    { userId: context.auth.user.id, key: context.idempotencyKey, route: "POST /api/campaigns", body: input },
    async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          name: input.name,
          channel: input.channel,
          subject: input.channel === "email" ? input.subject.trim() : "",
          body,
          html,
          filter: input.filter,
          status: input.sendAt === null ? "queueing" : "scheduled",
          sendAt,
          createdBy: context.auth.user.id,
          createdAt: now,
        })
        .returning({ id: campaigns.id });
      await writeActivity(tx, {
        userId: context.auth.user.id,
        action: input.channel === "sms" ? ActivityAction.SendBulkSms : ActivityAction.SendBulkEmail,
        entity: "campaign",
        entityId: row!.id,
        details: { name: input.name, channel: input.channel, sendAt: sendAt.toISOString(), audience: await countAudience(tx, input.channel, input.filter) },
        ip: context.ip,
      });
      return campaignIn(tx, row!.id);
    },
    (campaign) => ok(campaign, input.sendAt === null ? campaignWords.sent : campaignWords.scheduled),
  );
  if (reply.value) {
    deps.realtime.publish({ entity: "campaigns", id: reply.value.id, action: "Create" });
    if (reply.value.status === "queueing") await queueCampaign(deps, reply.value.id);
  }
  return reply;
}
