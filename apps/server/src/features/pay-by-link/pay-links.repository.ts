import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { payLinks, stripeEvents } from "../../platform/db/schema";

export type PayLinkRow = typeof payLinks.$inferSelect;

export async function insertPayLink(db: Executor, values: typeof payLinks.$inferInsert): Promise<PayLinkRow> {
  const [row] = await db.insert(payLinks).values(values).returning();
  return row!;
}

export async function findPayLink(db: Executor, id: string): Promise<PayLinkRow | null> {
  const [row] = await db.select().from(payLinks).where(eq(payLinks.id, id));
  return row ?? null;
}

/**
 * Claims a Stripe event id for this transaction: false when it was handled already. Two deliveries
 * at once: the second waits on the first's row and, once that commits, finds it taken.
 */
export async function claimStripeEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values({ id, type, outcome: "pending" }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length === 1;
}

export async function settleStripeEvent(db: Executor, id: string, outcome: string): Promise<void> {
  await db.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, id));
}
