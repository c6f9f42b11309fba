import { asc, eq, inArray } from "drizzle-orm";
import { appointmentRefusals, type Appointment, type Recurrence } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { appointmentLines, appointments, appointmentSeries, customers, sales, users, vehicles } from "../../platform/db/schema";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The appointment as the contract answers it, read after a check-in (the ticket included). */
export async function readCheckedInAppointment(db: Executor, id: string): Promise<Appointment> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw refusalError(appointmentRefusals.notFound);
  const [lines, customer, vehicle, sale, people, series] = await Promise.all([
    db.select().from(appointmentLines).where(eq(appointmentLines.appointmentId, id)).orderBy(asc(appointmentLines.position)),
    row.customerId ? db.select().from(customers).where(eq(customers.id, row.customerId)) : Promise.resolve([]),
    row.vehicleId ? db.select().from(vehicles).where(eq(vehicles.id, row.vehicleId)) : Promise.resolve([]),
    row.saleId ? db.select({ id: sales.id, number: sales.number }).from(sales).where(eq(sales.id, row.saleId)) : Promise.resolve([]),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [row.staffId, row.createdBy].filter((v): v is string => v !== null).concat("00000000-0000-0000-0000-000000000000"))),
    row.seriesId ? db.select().from(appointmentSeries).where(eq(appointmentSeries.id, row.seriesId)) : Promise.resolve([]),
  ]);
  const person = (userId: string | null) => {
    const found = people.find((p) => p.id === userId);
    return found ? { id: found.id, name: `${found.firstName} ${found.lastName}`.trim() } : null;
  };
  const c = customer[0];
  const v = vehicle[0];
  const s = series[0];
  return {
    id: row.id,
    status: row.status,
    confirmed: row.confirmedAt !== null,
    confirmedAt: iso(row.confirmedAt),
    customer: c
      ? { id: c.id, name: c.name, phone: c.phone, email: c.email, awardPoints: c.awardPoints }
      : { id: row.customerId ?? "", name: "", phone: "", email: "", awardPoints: 0 },
    vehicle: v ? { id: v.id, type: v.type, make: v.make, model: v.model, year: v.year, color: v.color, tag: v.tag } : null,
    vehicleType: row.vehicleType,
    serviceMode: row.serviceMode ?? 2,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      productId: l.productId,
      kind: l.kind,
      name: l.name,
      code: l.code,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: { type: l.discountType, rate: l.discountRate },
      tax: { type: l.taxType, method: l.taxMethod, rate: l.taxRate },
      unitDiscount: l.unitDiscount,
      unitTax: l.unitTax,
      discountTotal: l.discountTotal,
      netTotal: l.netTotal,
      taxTotal: l.taxTotal,
      includedTaxTotal: l.includedTaxTotal,
      subTotal: l.subTotal,
      staffIds: l.staffIds,
      durationMinutes: l.durationMinutes,
    })),
    subTotal: row.subTotal,
    discountTotal: row.discountTotal,
    taxTotal: row.taxTotal,
    amount: row.amount,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    date: row.businessDate,
    time: row.startTime,
    durationMinutes: row.durationMinutes,
    bay: row.bay,
    staff: person(row.staffId),
    notes: row.notes,
    source: row.source === "online" ? "online" : "staff",
    series: s ? { id: s.id, recurrence: s.recurrence as Recurrence, index: row.seriesIndex ?? 1, count: s.endCount ?? 0 } : null,
    sale: sale[0] ?? null,
    checkedInAt: iso(row.checkedInAt),
    reminderSentAt: iso(row.reminderSentAt),
    cancelledAt: iso(row.cancelledAt),
    createdBy: person(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
