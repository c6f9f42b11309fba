import { sql, type SQL } from "drizzle-orm";
import type { AudienceFilter, CampaignChannel } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";

// A campaign's audience in SQL: the living customers the filters match, with their lifetime figures
// from summary_customers (one row per customer, kept by the reports' rollup) and a vehicle type
// through its index. The same conditions serve the live count and the queueing walk.

/** The rows of a raw statement, as either driver answers them. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function conditions(channel: CampaignChannel, filter: AudienceFilter): SQL[] {
  const where: SQL[] = [sql`c.deleted_at is null`];
  // An e-mail needs an address; every customer has a phone.
  if (channel === "email") where.push(sql`c.email <> ''`);
  if (filter.optedInOnly) where.push(channel === "sms" ? sql`c.alert_sms` : sql`c.alert_email`);
  if (filter.vipOnly) where.push(sql`c.is_vip`);
  if (filter.lastVisitBefore !== null) where.push(sql`s.last_visit <= ${filter.lastVisitBefore}::date`);
  if (filter.lastVisitAfter !== null) where.push(sql`s.last_visit >= ${filter.lastVisitAfter}::date`);
  if (filter.visitsMin !== null) where.push(sql`coalesce(s.visit_count, 0) >= ${filter.visitsMin}`);
  if (filter.visitsMax !== null) where.push(sql`coalesce(s.visit_count, 0) <= ${filter.visitsMax}`);
  if (filter.spendMinCents !== null) where.push(sql`coalesce(s.amount - s.given_back, 0) >= ${filter.spendMinCents}`);
  if (filter.spendMaxCents !== null) where.push(sql`coalesce(s.amount - s.given_back, 0) <= ${filter.spendMaxCents}`);
  if (filter.vehicleType !== null)
    where.push(sql`exists (select 1 from vehicles v where v.customer_id = c.id and v.type = ${filter.vehicleType} and v.deleted_at is null)`);
  return where;
}

// The summary is joined only when a filter reads it, so the plain count stays on the customers' indexes.
export const readsSummary = (filter: AudienceFilter) =>
  filter.lastVisitBefore !== null ||
  filter.lastVisitAfter !== null ||
  filter.visitsMin !== null ||
  filter.visitsMax !== null ||
  filter.spendMinCents !== null ||
  filter.spendMaxCents !== null;

function fromAudience(filter: AudienceFilter): SQL {
  return readsSummary(filter) ? sql`customers c left join summary_customers s on s.customer_id = c.id` : sql`customers c`;
}

/** How many customers match: one count. `after`: only those past this id (what a stopped walk has left). */
export async function countAudience(executor: Executor, channel: CampaignChannel, filter: AudienceFilter, after: string | null = null): Promise<number> {
  const where = conditions(channel, filter);
  if (after !== null) where.push(sql`c.id > ${after}::uuid`);
  const result = await executor.execute<{ n: number | string }>(sql`select count(*) as n from ${fromAudience(filter)} where ${sql.join(where, sql` and `)}`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

export type AudienceMember = { id: string; phone: string; email: string };

/** The next customers of the audience after `after`, by id (keyset: each batch costs the same wherever the walk is). */
export async function audienceBatch(
  executor: Executor,
  channel: CampaignChannel,
  filter: AudienceFilter,
  after: string | null,
  limit: number,
): Promise<AudienceMember[]> {
  const where = conditions(channel, filter);
  if (after !== null) where.push(sql`c.id > ${after}::uuid`);
  const result = await executor.execute<AudienceMember>(
    sql`select c.id, c.phone, c.email from ${fromAudience(filter)} where ${sql.join(where, sql` and `)} order by c.id limit ${limit}`,
  );
  return rowsOf<AudienceMember>(result);
}

/**
 * Of these customers, those whose latest word on the channel is no: for texts, by the number too
 * (an opt-out holds for the number, whoever held it), as the outbox's own check does.
 */
export async function optedOutAmong(
  executor: Executor,
  channel: CampaignChannel,
  members: readonly AudienceMember[],
  phones: readonly string[],
): Promise<Set<string>> {
  if (members.length === 0) return new Set();
  const ids = members.map((member) => member.id);
  const byCustomer = await executor.execute<{ customer_id: string }>(sql`
    select customer_id from (
      select distinct on (customer_id) customer_id, opted_in from consent_changes
      where channel = ${channel} and customer_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by customer_id, at desc, id desc
    ) latest where not opted_in`);
  const out = new Set(rowsOf<{ customer_id: string }>(byCustomer).map((row) => row.customer_id));
  if (channel === "sms" && phones.length > 0) {
    const byPhone = await executor.execute<{ phone: string }>(sql`
      select phone from (
        select distinct on (phone) phone, opted_in from consent_changes
        where channel = 'sms' and phone in (${sql.join(
          phones.map((phone) => sql`${phone}`),
          sql`, `,
        )})
        order by phone, at desc, id desc
      ) latest where not opted_in`);
    const numbers = new Set(rowsOf<{ phone: string }>(byPhone).map((row) => row.phone));
    for (const member of members) if (numbers.has(member.phone)) out.add(member.id);
  }
  return out;
}
