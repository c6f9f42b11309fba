import { and, count, eq, gte, isNotNull, max, ne, sql } from "drizzle-orm";
import { SKIPPED_EMAIL_OPTED_OUT, SKIPPED_OPTED_OUT, withOptOutLine, type CampaignChannel } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { campaigns, outbox } from "../../platform/db/schema";
import { smsPhoneKey } from "../../platform/outbox/sms-consent";
import { businessDateAt, dayStart } from "../../platform/shop-clock";
import { shopTimeZone } from "../settings";
import { audienceBatch, countAudience, optedOutAmong } from "./audience.repository";
import { readCampaignSettings } from "./campaign-settings.service";
import { nextSlot, type Pace } from "./campaign-pace";
import { freshAudienceFigures } from "./audience-figures";

/** Customers read and outbox rows written per transaction: memory and each transaction's length stay the same for any audience. */
export const QUEUE_BATCH = 1_000;

/**
 * Puts a campaign's audience in the outbox, batch by batch: each transaction locks the campaign,
 * reads the next customers after its cursor (keyset), writes their messages and moves the cursor,
 * so a stopped process (or a second one) carries on where the last batch ended and nothing is
 * queued twice. One message per number or address (the outbox's unique index on campaign and
 * recipient); opted-out customers get a not-sent row with the reason, as the outbox does for any
 * bulk text; once the day's cap of the channel is reached the rest of the audience is counted as
 * skipped and nothing more is queued.
 */
export async function queueCampaign(deps: Pick<AppDeps, "db" | "clock" | "realtime">, id: string): Promise<void> {
  const [campaign] = await deps.db.select({ filter: campaigns.filter }).from(campaigns).where(eq(campaigns.id, id));
  if (campaign) await freshAudienceFigures(deps.db, campaign.filter);
  const limits = await readCampaignSettings(deps.db);
  const timeZone = await shopTimeZone(deps.db);
  for (;;) {
    const more = await deps.db.transaction((tx) => queueBatch(tx, id, deps.clock(), timeZone, limits));
    deps.realtime.publish({ entity: "campaigns", id, action: "Progress" });
    if (!more) return;
  }
}

async function queueBatch(tx: Transaction, id: string, now: Date, timeZone: string, limits: { dailyCap: number; perMinute: number }): Promise<boolean> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
  if (!campaign || campaign.status !== "queueing") return false;
  const members = await audienceBatch(tx, campaign.channel, campaign.filter, campaign.cursor, QUEUE_BATCH);
  if (members.length === 0) {
    await tx.update(campaigns).set({ status: "queued", queuedAt: now }).where(eq(campaigns.id, id));
    return false;
  }
  const recipientOf = (member: { phone: string; email: string }) =>
    campaign.channel === "sms" ? smsPhoneKey(member.phone) : member.email.trim().toLowerCase();
  const optedOut = await optedOutAmong(
    tx,
    campaign.channel,
    members,
    members.map((member) => recipientOf(member)),
  );
  let room = limits.dailyCap - (await queuedSince(tx, campaign.channel, dayStart(businessDateAt(now, timeZone), timeZone)));
  const pace = await paceOf(tx, campaign.channel, now, limits.perMinute, timeZone);
  const body = campaign.channel === "sms" ? withOptOutLine(campaign.body) : campaign.body;
  const seen = new Set<string>();
  const rows: (typeof outbox.$inferInsert)[] = [];
  let duplicates = 0;
  let capped = 0;
  let walked = 0;
  for (const member of members) {
    const recipient = recipientOf(member);
    if (seen.has(recipient)) {
      duplicates += 1;
      walked += 1;
      continue;
    }
    const skip = optedOut.has(member.id);
    if (!skip && room <= 0) break;
    seen.add(recipient);
    walked += 1;
    const common = {
      channel: campaign.channel,
      recipient,
      subject: campaign.subject,
      body,
      html: campaign.channel === "email" ? campaign.html : null,
      entity: "campaign",
      entityId: id,
      createdBy: campaign.createdBy,
      origin: "bulk" as const,
      customerId: member.id,
      campaignId: id,
      createdAt: now,
    };
    if (skip) {
      rows.push({ ...common, status: "not_sent", lastError: campaign.channel === "sms" ? SKIPPED_OPTED_OUT : SKIPPED_EMAIL_OPTED_OUT, nextAttemptAt: now });
    } else {
      room -= 1;
      rows.push({ ...common, nextAttemptAt: nextSlot(pace) });
    }
  }
  // A number or address an earlier batch already queued: the unique index keeps the first.
  const inserted = rows.length === 0 ? [] : await tx.insert(outbox).values(rows).onConflictDoNothing().returning({ id: outbox.id });
  duplicates += rows.length - inserted.length;
  const last = members[walked - 1]?.id ?? campaign.cursor;
  const stoppedByCap = walked < members.length;
  if (stoppedByCap) capped = members.length - walked + (await countAudience(tx, campaign.channel, campaign.filter, members[members.length - 1]!.id));
  await tx
    .update(campaigns)
    .set({
      cursor: last,
      audienceCount: sql`${campaigns.audienceCount} + ${walked + capped}`,
      skippedDuplicate: sql`${campaigns.skippedDuplicate} + ${duplicates}`,
      skippedCap: sql`${campaigns.skippedCap} + ${capped}`,
      ...(stoppedByCap ? { status: "queued" as const, queuedAt: now } : {}),
    })
    .where(eq(campaigns.id, id));
  return !stoppedByCap;
}

/** A channel's campaign messages queued since an instant (those skipped for an opt-out are not messages). */
async function queuedSince(tx: Transaction, channel: CampaignChannel, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(isNotNull(outbox.campaignId), eq(outbox.channel, channel), gte(outbox.createdAt, since), ne(outbox.status, "not_sent")));
  return row?.n ?? 0;
}

/** Where the pace of a channel stands: after the last campaign message still waiting, so two campaigns share the rate. */
async function paceOf(tx: Transaction, channel: CampaignChannel, now: Date, perMinute: number, timeZone: string): Promise<Pace> {
  const waiting = and(isNotNull(outbox.campaignId), eq(outbox.channel, channel), eq(outbox.status, "pending"));
  const [latest] = await tx
    .select({ at: max(outbox.nextAttemptAt) })
    .from(outbox)
    .where(waiting);
  const at = latest?.at ? new Date(latest.at) : null;
  if (!at || at.getTime() <= now.getTime()) return { at: now, used: 0, perMinute, timeZone };
  const [row] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(waiting, eq(outbox.nextAttemptAt, at)));
  return { at, used: row?.n ?? 0, perMinute, timeZone };
}
