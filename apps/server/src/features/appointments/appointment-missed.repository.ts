import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { AppointmentStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointments } from "../../platform/db/schema";
import type { ClaimedAppointment } from "./appointment-reminder.repository";

/**
 * The earliest Pending appointment that started at or before `startedBy` and was never checked in
 * (no check-in, no ticket), locked with SKIP LOCKED and marked Missed in the caller's transaction,
 * so two processes running the job never mark, nor text, the same one twice.
 */
export async function claimMissed(tx: Executor, now: Date, startedBy: Date): Promise<ClaimedAppointment | null> {
  const [row] = await tx
    .select({ id: appointments.id, customerId: appointments.customerId, startAt: appointments.startAt, confirmedAt: appointments.confirmedAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, AppointmentStatus.Pending),
        isNull(appointments.checkedInAt),
        isNull(appointments.saleId),
        lte(appointments.startAt, startedBy),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!row) return null;
  await tx.update(appointments).set({ status: AppointmentStatus.Missed, missedAt: now, updatedAt: now }).where(eq(appointments.id, row.id));
  return row;
}
