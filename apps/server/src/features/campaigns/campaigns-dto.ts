import type { Campaign } from "@washdesk/domain";
import type { CampaignRow, OutboxCounts } from "./campaigns.repository";

/** A campaign as its contract answers it: its rows' counts beside what queueing skipped without a row. */
export function campaignOf(row: CampaignRow, counts: OutboxCounts): Campaign {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    html: row.html,
    filter: row.filter,
    status: row.status,
    sendAt: row.sendAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    finished: row.status === "queued" && counts.queued === 0,
    progress: { audience: row.audienceCount, ...counts, duplicate: row.skippedDuplicate, cap: row.skippedCap },
  };
}
