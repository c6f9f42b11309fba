import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import { AppointmentStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointments } from "../../platform/db/schema";

export interface ClaimedAppointment {
  id: string;
  customerId: string | null;
  startAt: Date;
  confirmedAt: Date | null;
}

const claimed = { id: appointments.id, customerId: appointments.customerId, startAt: appointments.startAt, confirmedAt: appointments.confirmedAt };

/**
 * The soonest Pending appointment starting within (now, horizon] that has had no reminder, locked
 * and marked reminded in the caller's transaction. SKIP LOCKED: a second process running the job
 * at the same moment takes the next one, never the same; once committed, reminder_sent_at keeps
 * it from being taken again.
 */
export async function claimDueReminder(tx: Executor, now: Date, horizon: Date): Promise<ClaimedAppointment | null> {
  const [row] = await tx
    .select(claimed)
    .from(appointments)
    .where(
      and(
        eq(appointments.status, AppointmentStatus.Pending),
        isNull(appointments.reminderSentAt),
        gt(appointments.startAt, now),
        lte(appointments.startAt, horizon),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(1)
    .for("update", { skipLocked: true });
  if (!row) return null;
  await tx.update(appointments).set({ reminderSentAt: now, updatedAt: now }).where(eq(appointments.id, row.id));
  return row;
}
