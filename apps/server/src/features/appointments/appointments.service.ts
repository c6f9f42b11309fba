import {
  ActivityAction,
  instantOf,
  movedSeriesDate,
  NotificationTrigger,
  Recurrence,
  wallClockAt,
  type Appointment,
  type AppointmentCancel,
  type AppointmentCreateValue,
  type AppointmentUpdateValue,
  type SeriesScope,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import type { RequestMeta } from "../../platform/request-context";
import * as repo from "./appointments.repository";
import {
  assertFits,
  assertNotPast,
  assertStaffWorks,
  bookAppointmentIn,
  currentLineInputs,
  priceAppointment,
  resolveAppointmentParty,
  type PricedAppointment,
} from "./appointment-booking";
import { appointmentHint, APPOINTMENT_ENTITY } from "./appointment-hint";
import { appointmentConfirmLink } from "./appointment-confirm-token";
import { queueAppointmentMessage } from "./appointment-messages";
import { lockPendingAppointment, readAppointment } from "./appointment-read";
import { readAppointmentContext } from "./appointment-settings.service";

const MINUTE = 60_000;
export const APPOINTMENT_BOOKED = "Appointment booked.";

/** POST /api/appointments (Idempotency-Key): one appointment, or every one of a series. */
export async function createAppointment(
  deps: AppDeps,
  auth: AuthContext,
  input: AppointmentCreateValue,
  meta: RequestMeta,
): Promise<IdempotentReply<Appointment>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/appointments", body: input },
    // The confirmation text of one not confirmed yet carries the link the customer confirms with.
    (tx) =>
      bookAppointmentIn(tx, input, {
        source: "staff",
        actorId: auth.user.id,
        now: deps.clock(),
        ip: meta.ip,
        confirmLink: input.confirmed ? undefined : (id) => appointmentConfirmLink(deps, id),
      }),
    (appointment) => ok(appointment, APPOINTMENT_BOOKED),
  );
  if (reply.value) appointmentHint(deps, reply.value.id, "New");
  return reply;
}

export function getAppointment(deps: AppDeps, id: string): Promise<Appointment> {
  return readAppointment(deps.db, id);
}

/** The appointment acted on first, then every later Pending one of its series when the scope says so. */
async function targetsOf(tx: Transaction, current: repo.AppointmentRow, scope: SeriesScope): Promise<repo.AppointmentRow[]> {
  if (scope !== "future" || !current.seriesId || current.seriesIndex === null) return [current];
  const rows = await repo.lockSeriesFrom(tx, current.seriesId, current.seriesIndex);
  return [current, ...rows.filter((row) => row.id !== current.id)];
}

/**
 * PATCH /api/appointments/:id, only while Pending; with scope "future" the change applies to this
 * one and every later Pending one of its series. Customer, vehicle or lines price the lines again;
 * a new date moves weekly ones by the same number of days and monthly ones to its day of the
 * month (movedSeriesDate), a new time sets every one's wall-clock
 * time; a new date, time or length is a reschedule: checked against hours and bays again, the
 * reminder goes again, and the customer is told (AfterAppointmentRescheduled, once).
 */
export async function updateAppointment(deps: AppDeps, auth: AuthContext, id: string, input: AppointmentUpdateValue, ip: string): Promise<Appointment> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockPendingAppointment(tx, id);
    const targets = await targetsOf(tx, current, input.scope);
    const series = targets.length > 1;
    // Moves and resizes decide one after the other with every booking.
    await repo.lockBookings(tx);
    const context = await readAppointmentContext(tx);
    await assertStaffWorks(tx, input.staffId);
    // A later one of the series follows a new date as its recurrence does (see movedSeriesDate).
    const recurrence = series && input.date !== undefined && current.seriesId ? await repo.seriesRecurrence(tx, current.seriesId) : null;
    const movedOne = { index: current.seriesIndex ?? 0, from: current.businessDate, to: input.date ?? current.businessDate };
    const repricing = input.lines !== undefined || input.customerId !== undefined || input.vehicleId !== undefined || input.vehicleType !== undefined;
    let rescheduled = false;

    for (const target of targets) {
      const changes: repo.AppointmentChanges = {};
      if (input.notes !== undefined) changes.notes = input.notes;
      if (input.serviceMode !== undefined) changes.serviceMode = input.serviceMode;
      if (input.staffId !== undefined) changes.staffId = input.staffId;
      if (input.bay !== undefined) changes.bay = input.bay;
      if (input.confirmed !== undefined) changes.confirmedAt = input.confirmed ? (target.confirmedAt ?? now) : null;

      let priced: PricedAppointment | null = null;
      if (repricing) {
        const customerChanged = input.customerId !== undefined;
        const party = await resolveAppointmentParty(tx, {
          customerId: input.customerId ?? target.customerId ?? "",
          vehicleId: input.vehicleId !== undefined || customerChanged ? input.vehicleId : target.vehicleId,
          vehicleType: input.vehicleType !== undefined ? input.vehicleType : target.vehicleType,
        });
        priced = await priceAppointment(tx, input.lines ?? (await currentLineInputs(tx, target.id)), party.vehicleType);
        Object.assign(changes, party, priced.totals);
      }

      // The length: the one given (resized by hand), else the new lines' unless it was set by hand.
      let minutes = target.durationMinutes;
      if (input.durationMinutes !== undefined) {
        minutes = input.durationMinutes;
        changes.durationSet = true;
      } else if (priced && input.lines !== undefined && !target.durationSet) {
        minutes = priced.minutes;
      }
      const date =
        input.date === undefined
          ? target.businessDate
          : target.id === current.id
            ? input.date
            : movedSeriesDate(recurrence ?? Recurrence.EveryWeek, movedOne, { index: target.seriesIndex ?? 0, date: target.businessDate });
      const time = input.time ?? target.startTime;
      const start = date === target.businessDate && time === target.startTime ? target.startAt.getTime() : instantOf(date, time, context.timeZone);
      const end = start + minutes * MINUTE;
      const moved = start !== target.startAt.getTime() || end !== target.endAt.getTime();
      const bay = input.bay !== undefined ? input.bay : target.bay;
      if (moved || bay !== target.bay) {
        if (start !== target.startAt.getTime()) assertNotPast(start, now);
        await assertFits(tx, context, { start, end, bay, ignoreId: target.id }, series ? date : undefined);
      }
      if (moved) {
        const wall = wallClockAt(start, context.timeZone);
        Object.assign(changes, {
          startAt: new Date(start),
          endAt: new Date(end),
          businessDate: wall.date,
          startTime: wall.time,
          durationMinutes: minutes,
          // The reminder is for the time it now has.
          reminderSentAt: null,
        });
        if (target.id === current.id) rescheduled = true;
      }

      await repo.updateAppointment(tx, target.id, changes);
      if (priced) {
        await repo.deleteLines(tx, target.id);
        await repo.insertLines(
          tx,
          priced.lines.map((line) => ({ ...line, appointmentId: target.id })),
        );
      }
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.Edit,
        entity: APPOINTMENT_ENTITY,
        entityId: target.id,
        details: {
          fields: Object.keys(input).filter((key) => key !== "scope"),
          scope: input.scope,
          ...(moved ? { from: target.startAt.toISOString(), to: new Date(start).toISOString() } : {}),
        },
        ip,
      });
    }
    const appointment = await readAppointment(tx, id);
    if (rescheduled) await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentRescheduled, appointment, { createdBy: auth.user.id });
    return appointment;
  });
  appointmentHint(deps, id, "Edit");
  return result;
}

/**
 * Marks a Pending appointment confirmed inside the caller's transaction (staff, the confirm link, a
 * YES reply) and texts AfterAppointmentConfirmed; one already confirmed stays as it is and is not
 * texted again. Answers whether it changed. The caller publishes appointmentHint after commit.
 */
export async function confirmAppointmentIn(
  tx: Transaction,
  id: string,
  options: { actorId: string | null; now: Date; ip?: string | null; via?: string },
): Promise<{ appointment: Appointment; changed: boolean }> {
  const row = await lockPendingAppointment(tx, id);
  if (row.confirmedAt !== null) return { appointment: await readAppointment(tx, id), changed: false };
  await repo.updateAppointment(tx, id, { confirmedAt: options.now });
  await writeActivity(tx, {
    userId: options.actorId,
    action: ActivityAction.Edit,
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    details: { confirmed: true, via: options.via ?? "staff" },
    ip: options.ip ?? null,
  });
  const appointment = await readAppointment(tx, id);
  await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentConfirmed, appointment, { createdBy: options.actorId });
  return { appointment, changed: true };
}

/** POST /api/appointments/:id/confirm. */
export async function confirmAppointment(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<Appointment> {
  const { appointment, changed } = await deps.db.transaction((tx) => confirmAppointmentIn(tx, id, { actorId: auth.user.id, now: deps.clock(), ip }));
  if (changed) appointmentHint(deps, id, "Edit");
  return appointment;
}

/**
 * POST /api/appointments/:id/cancel: this one, or every future Pending one of its series, becomes
 * Cancelled (activity Cancel each) and frees its bay; the customer is told once (AfterAppointmentCancelled).
 */
export async function cancelAppointment(deps: AppDeps, auth: AuthContext, id: string, input: AppointmentCancel, ip: string): Promise<Appointment> {
  const now = deps.clock();
  const scope = input.scope ?? "one";
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockPendingAppointment(tx, id);
    const targets = await targetsOf(tx, current, scope);
    for (const target of targets) {
      await repo.updateAppointment(tx, target.id, { status: "Cancelled", cancelledAt: now, cancelReason: input.reason || null });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.Cancel,
        entity: APPOINTMENT_ENTITY,
        entityId: target.id,
        details: { date: target.businessDate, time: target.startTime, scope, reason: input.reason ?? "" },
        ip,
      });
    }
    const appointment = await readAppointment(tx, id);
    await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentCancelled, appointment, { createdBy: auth.user.id });
    return appointment;
  });
  appointmentHint(deps, id, "Cancel");
  return result;
}
