import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { outbox } from "../../platform/db/schema";

/** Waits for any other receipt request of the same sender to commit (a lock held to the end of the transaction). */
export async function holdReceiptSender(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt-messages:${userId}`}))`);
}

/** The receipt texts and e-mails a person queued in the last hour, whatever became of them. */
export async function countReceiptMessagesLastHour(db: Executor, userId: string): Promise<number> {
  return db.$count(
    outbox,
    and(
      eq(outbox.createdBy, userId),
      eq(outbox.entity, "sale"),
      inArray(outbox.channel, ["email", "sms"]),
      gt(outbox.createdAt, sql`now() - interval '1 hour'`),
    ),
  );
}
