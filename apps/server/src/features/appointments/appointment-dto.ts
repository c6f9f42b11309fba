import { vehicleDescription, type Appointment, type AppointmentItem, type AppointmentLine } from "@washdesk/domain";
import { toSaleLine } from "../sales";
import type { AppointmentHeader, AppointmentItemRow, AppointmentLineRow } from "./appointments.repository";

// Enumerated columns are written only from values the domain schemas accepted, so the casts narrow
// what the database calls smallint or text back to the enumerations they came from.

type Source = Appointment["source"];

/** An appointment line has a sale line's columns without the refund count, and the minutes it counted for. */
export function toAppointmentLine(row: AppointmentLineRow): AppointmentLine {
  const { refundedQuantity: _notRefundable, ...line } = toSaleLine({
    ...row,
    saleId: row.appointmentId,
    refundedQuantity: 0,
    unitCost: null,
    reportRole: null,
  });
  return { ...line, durationMinutes: row.durationMinutes };
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

export function toAppointment(header: AppointmentHeader, lines: readonly AppointmentLineRow[]): Appointment {
  const a = header.appointment;
  return {
    id: a.id,
    status: a.status,
    confirmed: a.confirmedAt !== null,
    confirmedAt: a.confirmedAt?.toISOString() ?? null,
    customer: header.customer ?? { id: a.customerId ?? "", name: "", phone: "", email: "", awardPoints: 0 },
    vehicle: header.vehicle,
    vehicleType: a.vehicleType,
    serviceMode: a.serviceMode ?? 2,
    lines: lines.map(toAppointmentLine),
    subTotal: a.subTotal,
    discountTotal: a.discountTotal,
    taxTotal: a.taxTotal,
    amount: a.amount,
    start: a.startAt.toISOString(),
    end: a.endAt.toISOString(),
    date: a.businessDate,
    time: a.startTime,
    durationMinutes: a.durationMinutes,
    bay: a.bay,
    staff: person(a.staffId, header.staffName),
    notes: a.notes,
    source: a.source as Source,
    series:
      a.seriesId && header.recurrence !== null
        ? { id: a.seriesId, recurrence: header.recurrence, index: (a.seriesIndex ?? 0) + 1, count: header.seriesCount ?? 1 }
        : null,
    sale: a.saleId && header.saleNumber !== null ? { id: a.saleId, number: header.saleNumber } : null,
    checkedInAt: a.checkedInAt?.toISOString() ?? null,
    reminderSentAt: a.reminderSentAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    createdBy: person(a.createdBy, header.authorName),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toAppointmentItem(row: AppointmentItemRow): AppointmentItem {
  return {
    id: row.id,
    status: row.status,
    confirmed: row.confirmedAt !== null,
    vehicleType: row.vehicleType,
    serviceMode: row.serviceMode ?? 2,
    amount: row.amount,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    date: row.businessDate,
    time: row.startTime,
    durationMinutes: row.durationMinutes,
    bay: row.bay,
    staff: person(row.staffId, row.staffName),
    source: row.source as Source,
    sale: row.saleId && row.saleNumber !== null ? { id: row.saleId, number: row.saleNumber } : null,
    customer: { id: row.customerId ?? "", name: row.customerName ?? "", phone: row.customerPhone ?? "" },
    vehicle: row.vehicle ? { id: row.vehicle.id, label: vehicleDescription(row.vehicle) } : null,
    services: row.services,
    inSeries: row.seriesId !== null,
  };
}
