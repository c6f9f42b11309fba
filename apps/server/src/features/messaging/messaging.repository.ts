import { and, eq, isNull } from "drizzle-orm";
import type { DeliveryStatus, InboundIntent } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customers, outbox, outboxDeliveryEvents, smsInbound } from "../../platform/db/schema";

/** The living customer holding a number (stored as ten digits), if any. */
export async function findCustomerByPhone(executor: Executor, phone: string): Promise<{ id: string; alertSms: boolean } | null> {
  const [row] = await executor
    .select({ id: customers.id, alertSms: customers.alertSms })
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface InboundRow {
  providerMessageId: string;
  customerId: string | null;
  fromPhone: string;
  body: string;
  intent: InboundIntent;
  receivedAt: Date;
}

/**
 * Stores an inbound text once: the unique MessageSid makes a repeated delivery, even a concurrent
 * one (it waits for the first to commit), insert nothing. Null when the text was already stored.
 */
export async function insertInbound(executor: Executor, row: InboundRow): Promise<{ id: number } | null> {
  const [inserted] = await executor
    .insert(smsInbound)
    .values(row)
    .onConflictDoNothing({ target: smsInbound.providerMessageId })
    .returning({ id: smsInbound.id });
  return inserted ?? null;
}

/** What a stored text turned out to be (a YES with no appointment to confirm is a message). */
export async function setInboundIntent(executor: Executor, id: number, intent: InboundIntent): Promise<void> {
  await executor.update(smsInbound).set({ intent }).where(eq(smsInbound.id, id));
}

/** The sent text a provider id names, locked while its status changes, so two callbacks apply one after the other. */
export async function lockSentText(executor: Executor, providerMessageId: string): Promise<{ id: number; deliveryStatus: DeliveryStatus | null } | null> {
  const [row] = await executor
    .select({ id: outbox.id, deliveryStatus: outbox.deliveryStatus })
    .from(outbox)
    .where(eq(outbox.providerMessageId, providerMessageId))
    .for("update");
  return row ?? null;
}

/** Adds a report to the text's history; false when that status was already reported (a repeated callback). */
export async function addDeliveryEvent(executor: Executor, outboxId: number, status: DeliveryStatus, errorCode: string | null, at: Date): Promise<boolean> {
  const inserted = await executor
    .insert(outboxDeliveryEvents)
    .values({ outboxId, status, errorCode, at })
    .onConflictDoNothing({ target: [outboxDeliveryEvents.outboxId, outboxDeliveryEvents.status] })
    .returning({ id: outboxDeliveryEvents.id });
  return inserted.length > 0;
}

export async function setDeliveryStatus(executor: Executor, outboxId: number, status: DeliveryStatus, errorCode: string | null): Promise<void> {
  await executor
    .update(outbox)
    .set({
      deliveryStatus: status,
      // A failed delivery keeps the provider's error code where the SMS log reads a message's error.
      ...(errorCode && (status === "failed" || status === "undelivered") ? { lastError: `delivery ${status}: provider error ${errorCode}` } : {}),
    })
    .where(eq(outbox.id, outboxId));
}
