import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { AppointmentStatus, bookingRefusals, formatAppointmentWhen, type Appointment, type PublicAppointment } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor, Transaction } from "../../platform/db/database";
import { appointments } from "../../platform/db/schema";
import { refusalError } from "../../platform/errors";
import { readShopFace, readShopSettings } from "../settings";
import { appointmentConfirmToken, readAppointmentToken } from "./appointment-confirm-token";
import { appointmentHint } from "./appointment-hint";
import { lockAppointment, readAppointment } from "./appointment-read";
import { confirmAppointmentIn } from "./appointments.service";

/** Whether the customer may still confirm: Pending, and not started yet. */
const confirmable = (appointment: Pick<Appointment, "status" | "start">, now: Date) =>
  appointment.status === AppointmentStatus.Pending && new Date(appointment.start).getTime() > now.getTime();

/**
 * What the customer sees of their appointment (after booking online, and behind its link): the
 * shop, when, the services with their prices, whether it is confirmed, and the link's token while
 * it can still be confirmed. No staff, no notes, no bay, no internal id.
 */
export async function publicAppointmentView(deps: Pick<AppDeps, "config" | "clock">, db: Executor, appointment: Appointment): Promise<PublicAppointment> {
  const [face, { website }] = await Promise.all([readShopFace(db), readShopSettings(db)]);
  return {
    shop: { name: face.businessName || "WashDesk", phone: website.phone, logoUrl: face.logoUrl || null },
    status: appointment.status,
    confirmed: appointment.confirmed,
    when: formatAppointmentWhen(appointment.date, appointment.time),
    services: appointment.lines.map((line) => ({ name: line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name, amount: line.subTotal })),
    amount: appointment.amount,
    confirmToken: confirmable(appointment, deps.clock()) ? appointmentConfirmToken(deps, appointment.id) : null,
  };
}

/** The appointment a link names; anything else (tampered, expired, another kind of link, gone) is one plain "not valid". */
async function linkedAppointment(deps: Pick<AppDeps, "config" | "clock">, db: Executor, token: string): Promise<Appointment> {
  const id = readAppointmentToken(deps, token);
  if (!id) throw refusalError(bookingRefusals.linkInvalid);
  return readAppointment(db, id).catch(() => {
    throw refusalError(bookingRefusals.linkInvalid);
  });
}

/** GET /api/public/appointments/:token. */
export async function openAppointmentLink(deps: AppDeps, token: string): Promise<PublicAppointment> {
  return publicAppointmentView(deps, deps.db, await linkedAppointment(deps, deps.db, token));
}

/**
 * Confirms a Pending appointment that has not started, in the caller's transaction, through the
 * calendar's own confirmation (activity row, AfterAppointmentConfirmed). The row is locked and read
 * again first, so a link and a YES at once (or a cancellation meanwhile) confirm and text it at
 * most once.
 */
async function confirmIn(tx: Transaction, id: string, now: Date, via: "link" | "reply"): Promise<"confirmed" | "already" | "closed"> {
  const row = await lockAppointment(tx, id);
  if (!confirmable({ status: row.status, start: row.startAt.toISOString() }, now)) return "closed";
  const { changed } = await confirmAppointmentIn(tx, id, { actorId: null, now, via });
  return changed ? "confirmed" : "already";
}

/**
 * POST /api/public/appointments/:token/confirm: the customer confirms from the link; texts
 * AfterAppointmentConfirmed. Confirming again changes nothing and answers the same page; an
 * appointment cancelled, missed, completed or already started can no longer be confirmed.
 */
export async function confirmByLink(deps: AppDeps, token: string): Promise<PublicAppointment> {
  const outcome = await deps.db.transaction(async (tx) => {
    const appointment = await linkedAppointment(deps, tx, token);
    const done = await confirmIn(tx, appointment.id, deps.clock(), "link");
    if (done === "closed") throw refusalError(bookingRefusals.cannotConfirm);
    return { id: appointment.id, changed: done === "confirmed", view: await publicAppointmentView(deps, tx, await readAppointment(tx, appointment.id)) };
  });
  if (outcome.changed) appointmentHint(deps, outcome.id, "Edit");
  return outcome.view;
}

/**
 * A customer's YES by text (features/messaging), in the inbound text's transaction: confirms their
 * soonest upcoming Pending appointment not confirmed yet and texts AfterAppointmentConfirmed.
 * Answers the appointment's id, or null when there is none to confirm (the text is then an
 * ordinary message in the inbox). The caller tells open calendars once its transaction committed.
 */
export async function confirmNextByReply(tx: Transaction, customerId: string, now: Date): Promise<string | null> {
  const [next] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.customerId, customerId),
        eq(appointments.status, AppointmentStatus.Pending),
        isNull(appointments.confirmedAt),
        gt(appointments.startAt, now),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(1);
  if (!next) return null;
  return (await confirmIn(tx, next.id, now, "reply")) === "confirmed" ? next.id : null;
}
