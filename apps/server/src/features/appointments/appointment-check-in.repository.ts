import { and, asc, eq } from "drizzle-orm";
import { AppointmentStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointmentLines, appointments, customers } from "../../platform/db/schema";

export type CheckInAppointmentRow = typeof appointments.$inferSelect;

/** The appointment row, locked until the transaction ends: two taps on "Check in" queue up here. */
export async function lockAppointment(db: Executor, id: string): Promise<CheckInAppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return row ?? null;
}

export function findAppointmentLines(db: Executor, appointmentId: string) {
  return db.select().from(appointmentLines).where(eq(appointmentLines.appointmentId, appointmentId)).orderBy(asc(appointmentLines.position));
}

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
