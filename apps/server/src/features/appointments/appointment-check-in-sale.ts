import { ActivityAction } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { completeBySale, releaseBySale } from "./appointment-check-in.repository";
import { appointmentHint, APPOINTMENT_ENTITY } from "./appointment-hint";

// What a checked-in appointment follows of its ticket. The sales feature calls these from its
// sale-completion step, in the transaction of every way a sale completes (paid in full, repriced to
// nothing owed, charged to an account) or is voided or deleted, and announces the change after its
// commit with the sale's hint.

/**
 * Appointments a sale's transaction changed, announced when the sale's hint goes out after the
 * commit. A transaction that rolls back sends no hint, so its entry is dropped once it is older than
 * any transaction runs (a late hint would only make open calendars refetch what did not change).
 */
const changedBySale = new Map<string, { ids: string[]; action: "Completed" | "Edit"; at: number }>();
const FORGOTTEN_AFTER_MS = 60_000;

function remember(saleId: string, ids: string[], action: "Completed" | "Edit"): void {
  const now = Date.now();
  for (const [key, entry] of changedBySale) if (now - entry.at > FORGOTTEN_AFTER_MS) changedBySale.delete(key);
  changedBySale.set(saleId, { ids, action, at: now });
}

/** The sale just completed: the Pending appointment checked in to it becomes Completed (activity Completed). */
export async function completeAppointmentOfSaleIn(tx: Executor, sale: { saleId: string; userId: string | null; now: Date }): Promise<void> {
  const done = await completeBySale(tx, sale.saleId, sale.now);
  for (const appointment of done) {
    await writeActivity(tx, {
      userId: sale.userId,
      action: ActivityAction.Completed,
      entity: APPOINTMENT_ENTITY,
      entityId: appointment.id,
      details: { saleId: sale.saleId },
    });
  }
  if (done.length > 0)
    remember(
      sale.saleId,
      done.map((a) => a.id),
      "Completed",
    );
}

/**
 * The ticket was voided or deleted before it was completed: the appointment is Pending again without
 * a sale, so the customer can be checked in again. One already Completed keeps its visit.
 */
export async function releaseAppointmentOfSaleIn(tx: Executor, sale: { saleId: string; userId: string | null; now: Date }): Promise<void> {
  const released = await releaseBySale(tx, sale.saleId, sale.now);
  for (const appointment of released) {
    await writeActivity(tx, {
      userId: sale.userId,
      action: ActivityAction.Edit,
      entity: APPOINTMENT_ENTITY,
      entityId: appointment.id,
      details: { checkIn: "undone", saleId: sale.saleId },
    });
  }
  if (released.length > 0)
    remember(
      sale.saleId,
      released.map((a) => a.id),
      "Edit",
    );
}

/** Called with the sale's hint, after its commit: open calendars and counters refetch the appointment. */
export function announceAppointmentsOfSale(deps: AppDeps, saleId: string): void {
  const changed = changedBySale.get(saleId);
  if (!changed) return;
  changedBySale.delete(saleId);
  for (const id of changed.ids) appointmentHint(deps, id, changed.action);
}
