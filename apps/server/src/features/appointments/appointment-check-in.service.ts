import {
  ActivityAction,
  AppointmentStatus,
  appointmentRefusals,
  OrderStatus,
  saleRefusals,
  TICKET_LABEL_MAX,
  type AppointmentCheckIn,
  type AppointmentCheckedIn,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { AppError, refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import { parkTicketIn, priceLines, resolveParty, saleHint, type SaleLineValue } from "../sales";
import * as repo from "./appointment-check-in.repository";
import { findLines, type AppointmentLineRow, type AppointmentRow } from "./appointments.repository";
import { announceAppointmentsOfSale, completeAppointmentOfSaleIn } from "./appointment-check-in-sale";
import { appointmentHint, APPOINTMENT_ENTITY } from "./appointment-hint";
import { lockAppointment, readAppointment } from "./appointment-read";

/** The ticket's label at the counter: the appointment's time and the customer ("10:30 Dana Reyes"). */
function ticketLabelOf(time: string, customer: string | null): string {
  return `${time} ${customer ?? "Appointment"}`.slice(0, TICKET_LABEL_MAX).trim();
}

/** The appointment's services as ticket lines: the same products, quantities, discounts and staff. */
function ticketLinesOf(lines: readonly AppointmentLineRow[]): SaleLineValue[] {
  return lines.map((line) => {
    if (!line.productId) throw refusalError(appointmentRefusals.productGone);
    return {
      productId: line.productId,
      quantity: line.quantity,
      discount: { type: line.discountType, rate: line.discountRate },
      staffIds: line.staffIds,
    };
  });
}

/** A sale refusal about the party, said of the appointment. */
function asAppointmentRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.options.code === saleRefusals.customerGone.code) return refusalError(appointmentRefusals.customerGone);
  if (error.options.code === saleRefusals.productGone.code) return refusalError(appointmentRefusals.productGone);
  return error;
}

/**
 * POST /api/appointments/:id/check-in: in one transaction, open a ticket at the counter (a pending
 * sale parked as the counter parks one, through the sales feature's own writer: the appointment's
 * customer, vehicle, service mode and lines, priced now) and tie the appointment to it. The
 * appointment row is locked, so it is checked in once: a repeat with the same Idempotency-Key gets
 * the first answer, and any other tap while it is still Pending answers the same ticket.
 */
export async function checkInAppointment(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: AppointmentCheckIn,
  meta: RequestMeta,
): Promise<IdempotentReply<AppointmentCheckedIn & { opened: boolean }>> {
  const registerSessionId = input?.registerSessionId ?? null;
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/appointments/${id}/check-in`, body: input ?? {} },
    async (tx) => {
      const appointment = await lockAppointment(tx, id);
      if (appointment.status !== AppointmentStatus.Pending) {
        if (appointment.status === AppointmentStatus.Completed && appointment.saleId) {
          const done = await readAppointment(tx, id);
          throw refusalError(appointmentRefusals.alreadyCheckedIn(done.sale?.number ?? 0));
        }
        throw refusalError(appointmentRefusals.notPending(appointment.status));
      }
      // Already checked in: the same ticket, wherever the first tap came from.
      if (appointment.saleId) {
        const current = await readAppointment(tx, id);
        return { appointment: current, sale: current.sale!, opened: false };
      }
      const sale = await openTicketIn(tx, deps, auth, appointment, registerSessionId, meta.ip);
      const now = deps.clock();
      await repo.markCheckedIn(tx, id, sale.id, now);
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.Edit,
        entity: APPOINTMENT_ENTITY,
        entityId: id,
        details: { checkIn: "checked in", saleId: sale.id, saleNumber: sale.number, amount: sale.amount },
        ip: meta.ip,
      });
      // Services that cost nothing complete the ticket at once, and the visit with it.
      if (sale.status === OrderStatus.Completed) await completeAppointmentOfSaleIn(tx, { saleId: sale.id, userId: auth.user.id, now });
      return { appointment: await readAppointment(tx, id), sale: { id: sale.id, number: sale.number }, opened: true };
    },
    ({ opened: _opened, ...checkedIn }) => ok(checkedIn, `Checked in to ticket #${checkedIn.sale.number}.`),
  );
  if (reply.value?.opened) {
    saleHint(deps, reply.value.sale.id, "New", registerSessionId);
    announceAppointmentsOfSale(deps, reply.value.sale.id);
    appointmentHint(deps, id, "Edit");
  }
  return reply;
}

async function openTicketIn(tx: Transaction, deps: AppDeps, auth: AuthContext, appointment: AppointmentRow, registerSessionId: string | null, ip: string) {
  const lines = ticketLinesOf(await findLines(tx, appointment.id));
  try {
    // Priced now, as the counter would: the appointment's own totals are those of the day it was booked.
    const party = await resolveParty(tx, { customerId: appointment.customerId, vehicleId: appointment.vehicleId, vehicleType: appointment.vehicleType });
    const { pricing } = await priceLines(tx, lines, party.vehicleType);
    return await parkTicketIn(
      tx,
      deps,
      auth,
      {
        customerId: appointment.customerId,
        vehicleId: appointment.vehicleId,
        vehicleType: appointment.vehicleType,
        serviceMode: appointment.serviceMode ?? undefined,
        notes: appointment.notes,
        lines,
        expectedAmount: pricing.amount,
        payments: [],
        registerSessionId,
        ticketLabel: ticketLabelOf(appointment.startTime, await repo.customerName(tx, appointment.customerId)),
      },
      ip,
    );
  } catch (error) {
    throw asAppointmentRefusal(error);
  }
}
