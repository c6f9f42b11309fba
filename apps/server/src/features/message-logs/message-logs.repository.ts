import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { outbox, users } from "../../platform/db/schema";

/** One channel's messages, newest first (the outbox_channel_created_idx index serves both the page and the count). */
export async function listMessages(db: Executor, channel: "email" | "sms", page: number, pageSize: number) {
  const [items, totals] = await Promise.all([
    db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        entity: outbox.entity,
        entityId: outbox.entityId,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(outbox)
      .leftJoin(users, eq(users.id, outbox.createdBy))
      .where(eq(outbox.channel, channel))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outbox).where(eq(outbox.channel, channel)),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
