import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { DeliveryStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { containsPattern } from "../../platform/db/like-pattern";
import { customers, outbox, smsInbound } from "../../platform/db/schema";

/** A conversation: a customer's, or an unknown number's (customerId null). */
export type ConversationKey = { customerId: string; phone?: undefined } | { customerId: null; phone: string };

const rowsOf = async <Row>(executor: Executor, query: SQL): Promise<Row[]> => ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;

export interface ConversationRow {
  customer_id: string | null;
  name: string | null;
  phone: string;
  unread: number;
  body: string;
  at: Date | string;
  direction: "in" | "out";
  total: number;
}

/**
 * One row per conversation. A conversation is a customer or an unknown number that texted the shop,
 * or a customer staff texted from the inbox (entity "inbox"); receipts alone start none, so the
 * list is the shop's talks and not every customer who got a receipt. The latest message is
 * the newer of the latest inbound text and the latest SMS sent to that customer (or number).
 * Unread first, then the latest message first.
 */
export async function listConversations(executor: Executor, search: string, page: number, pageSize: number): Promise<ConversationRow[]> {
  const digits = search.replace(/\D/g, "");
  const filter = search
    ? sql`where (lower(cu.name) like ${containsPattern(search.toLowerCase())}${digits.length >= 3 ? sql` or coalesce(cu.phone, conv.phone) like ${containsPattern(digits)}` : sql``})`
    : sql``;
  return rowsOf<ConversationRow>(
    executor,
    sql`
      with keys as (
        select customer_id, null::text as phone, count(*) filter (where read_at is null) as unread
          from sms_inbound where customer_id is not null group by customer_id
        union all
        select null::uuid, from_phone, count(*) filter (where read_at is null)
          from sms_inbound where customer_id is null group by from_phone
        union all
        select customer_id, null::text, 0
          from outbox where channel = 'sms' and entity = 'inbox' and customer_id is not null group by customer_id
      ),
      conv as (select customer_id, phone, sum(unread)::int as unread from keys group by customer_id, phone)
      select conv.customer_id, cu.name, coalesce(cu.phone, conv.phone) as phone, conv.unread,
             last.body, last.at, last.direction, (count(*) over ())::int as total
        from conv
        left join customers cu on cu.id = conv.customer_id
        cross join lateral (
          select * from (
            (select i.body, i.received_at as at, 'in' as direction from sms_inbound i
              where conv.customer_id is not null and i.customer_id = conv.customer_id
              order by i.received_at desc limit 1)
            union all
            (select i.body, i.received_at, 'in' from sms_inbound i
              where conv.customer_id is null and i.customer_id is null and i.from_phone = conv.phone
              order by i.received_at desc limit 1)
            union all
            (select o.body, o.created_at, 'out' from outbox o
              where conv.customer_id is not null and o.channel = 'sms' and o.customer_id = conv.customer_id
              order by o.created_at desc limit 1)
            union all
            (select o.body, o.created_at, 'out' from outbox o
              where conv.customer_id is null and o.channel = 'sms' and o.customer_id is null and o.recipient = conv.phone
              order by o.created_at desc limit 1)
          ) latest order by at desc limit 1
        ) last
        ${filter}
        order by (conv.unread > 0) desc, last.at desc, coalesce(conv.customer_id::text, conv.phone)
        limit ${pageSize} offset ${(page - 1) * pageSize}
    `,
  );
}

/** Every inbound text nobody has read (sms_inbound_unread_idx). */
export async function countUnread(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(smsInbound).where(isNull(smsInbound.readAt));
  return row?.n ?? 0;
}

export interface ThreadRow {
  id: number;
  direction: "in" | "out";
  body: string;
  at: Date | string;
  status: string | null;
  delivery_status: DeliveryStatus | null;
  error: string | null;
  first_name: string | null;
  last_name: string | null;
}

const inboundOf = (key: ConversationKey) =>
  key.customerId !== null ? sql`i.customer_id = ${key.customerId}` : sql`i.customer_id is null and i.from_phone = ${key.phone}`;
const outgoingOf = (key: ConversationKey) =>
  key.customerId !== null ? sql`o.customer_id = ${key.customerId}` : sql`o.customer_id is null and o.recipient = ${key.phone}`;

/** The latest `limit` texts of a conversation, both ways, oldest first. */
export async function threadMessages(executor: Executor, key: ConversationKey, limit: number): Promise<ThreadRow[]> {
  return rowsOf<ThreadRow>(
    executor,
    sql`
      select * from (
        (select i.id, 'in' as direction, i.body, i.received_at as at, null::text as status, null::text as delivery_status,
                null::text as error, null::text as first_name, null::text as last_name
           from sms_inbound i where ${inboundOf(key)} order by i.received_at desc limit ${limit})
        union all
        (select o.id, 'out', o.body, o.created_at, o.status, o.delivery_status, o.last_error, u.first_name, u.last_name
           from outbox o left join users u on u.id = o.created_by
          where o.channel = 'sms' and ${outgoingOf(key)} order by o.created_at desc limit ${limit})
      ) texts
      order by at desc, direction, id desc
      limit ${limit}
    `,
  ).then((rows) => rows.reverse());
}

export async function unreadOf(executor: Executor, key: ConversationKey): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(smsInbound)
    .where(and(conversationInbound(key), isNull(smsInbound.readAt)));
  return row?.n ?? 0;
}

/** Whether an unknown number has texted the shop (a conversation exists for it). */
export async function hasInboundFrom(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: smsInbound.id })
    .from(smsInbound)
    .where(and(isNull(smsInbound.customerId), eq(smsInbound.fromPhone, phone)))
    .limit(1);
  return row !== undefined;
}

function conversationInbound(key: ConversationKey) {
  return key.customerId !== null ? eq(smsInbound.customerId, key.customerId) : and(isNull(smsInbound.customerId), eq(smsInbound.fromPhone, key.phone));
}

/** Marks the conversation's unread inbound texts read; the number marked. */
export async function markRead(executor: Executor, key: ConversationKey, userId: string, at: Date): Promise<number> {
  const marked = await executor
    .update(smsInbound)
    .set({ readAt: at, readBy: userId })
    .where(and(conversationInbound(key), isNull(smsInbound.readAt)))
    .returning({ id: smsInbound.id });
  return marked.length;
}

export interface CustomerContact {
  id: string;
  name: string;
  phone: string;
  deleted: boolean;
}

export async function findCustomerContact(executor: Executor, id: string): Promise<CustomerContact | null> {
  const [row] = await executor
    .select({ id: customers.id, name: customers.name, phone: customers.phone, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, id));
  return row ? { id: row.id, name: row.name, phone: row.phone, deleted: row.deletedAt !== null } : null;
}

/** Gives an unknown number's texts, both ways, to a customer; the number of inbound texts moved. */
export async function linkNumber(executor: Executor, phone: string, customerId: string): Promise<number> {
  const moved = await executor
    .update(smsInbound)
    .set({ customerId })
    .where(and(isNull(smsInbound.customerId), eq(smsInbound.fromPhone, phone)))
    .returning({ id: smsInbound.id });
  await executor
    .update(outbox)
    .set({ customerId })
    .where(and(eq(outbox.channel, "sms"), isNull(outbox.customerId), eq(outbox.recipient, phone)));
  return moved.length;
}
