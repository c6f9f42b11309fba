import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { SKIPPED_EMAIL_OPTED_OUT, SKIPPED_OPTED_OUT, type CampaignProgress } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { campaigns, outbox, users } from "../../platform/db/schema";

export type CampaignRow = typeof campaigns.$inferSelect & { createdByName: string | null };

const columns = {
  campaign: campaigns,
  createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

const withName = (row: { campaign: typeof campaigns.$inferSelect; createdByName: string | null }): CampaignRow => ({
  ...row.campaign,
  createdByName: row.createdByName,
});

export async function findCampaign(executor: Executor, id: string): Promise<CampaignRow | null> {
  const [row] = await executor.select(columns).from(campaigns).leftJoin(users, eq(users.id, campaigns.createdBy)).where(eq(campaigns.id, id));
  return row ? withName(row) : null;
}

export async function listCampaigns(executor: Executor, page: number, pageSize: number): Promise<{ rows: CampaignRow[]; total: number }> {
  const rows = await executor
    .select(columns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await executor.select({ n: count() }).from(campaigns);
  return { rows: rows.map(withName), total: total?.n ?? 0 };
}

export type OutboxCounts = Pick<CampaignProgress, "queued" | "sent" | "delivered" | "failed" | "optedOut">;
const noCounts: OutboxCounts = { queued: 0, sent: 0, delivered: 0, failed: 0, optedOut: 0 };

/** What the outbox rows of each campaign came to, by the outbox's unique index on (campaign_id, recipient). */
export async function outboxCountsOf(executor: Executor, ids: readonly string[]): Promise<Map<string, OutboxCounts>> {
  if (ids.length === 0) return new Map();
  const optedOut = sql`${outbox.status} = 'not_sent' and ${outbox.lastError} in (${SKIPPED_OPTED_OUT}, ${SKIPPED_EMAIL_OPTED_OUT})`;
  const rows = await executor
    .select({
      campaignId: outbox.campaignId,
      queued: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${outbox.deliveryStatus} = 'delivered')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed' or (${outbox.status} = 'not_sent' and not (${optedOut})))`.mapWith(Number),
      optedOut: sql<number>`count(*) filter (where ${optedOut})`.mapWith(Number),
    })
    .from(outbox)
    .where(inArray(outbox.campaignId, [...ids]))
    .groupBy(outbox.campaignId);
  const counts = new Map<string, OutboxCounts>(ids.map((id) => [id, noCounts]));
  for (const row of rows)
    if (row.campaignId)
      counts.set(row.campaignId, { queued: row.queued, sent: row.sent, delivered: row.delivered, failed: row.failed, optedOut: row.optedOut });
  return counts;
}
