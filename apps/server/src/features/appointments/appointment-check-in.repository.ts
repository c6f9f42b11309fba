import { and, eq } from "drizzle-orm";
import { AppointmentStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointments, customers } from "../../platform/db/schema";

export async function customerName(db: Executor, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return row?.name ?? null;
}

export async function markCheckedIn(db: Executor, id: string, saleId: string, now: Date): Promise<void> {
  await db.update(appointments).set({ saleId, checkedInAt: now, updatedAt: now }).where(eq(appointments.id, id));
}

/** The Pending appointment checked in to this sale becomes Completed; answers it (none for most sales). */
export async function completeBySale(db: Executor, saleId: string, now: Date) {
  return db
    .update(appointments)
    .set({ status: AppointmentStatus.Completed, completedAt: now, updatedAt: now })
    .where(and(eq(appointments.saleId, saleId), eq(appointments.status, AppointmentStatus.Pending)))
    .returning({ id: appointments.id, customerId: appointments.customerId });
}

/** The Pending appointment checked in to this sale lets go of it, so it can be checked in again. */
export async function releaseBySale(db: Executor, saleId: string, now: Date) {
  return db
    .update(appointments)
    .set({ saleId: null, checkedInAt: null, updatedAt: now })
    .where(and(eq(appointments.saleId, saleId), eq(appointments.status, AppointmentStatus.Pending)))
    .returning({ id: appointments.id });
}
