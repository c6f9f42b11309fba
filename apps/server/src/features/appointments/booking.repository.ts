import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { AppointmentStatus, ItemKind } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointmentLines, appointments, customers, products } from "../../platform/db/schema";

/** What the public page may show of a product, and what booking needs of it. */
export const bookableColumns = {
  id: products.id,
  kind: products.kind,
  name: products.name,
  description: products.description,
  price: products.price,
  vehiclePrices: products.vehiclePrices,
  durationMinutes: products.durationMinutes,
};

/**
 * What customers may book online: live, active services and combos the shop marked bookable, with
 * a duration (an appointment must know how long it holds a bay). In the counter's order of tiles.
 */
const bookable = and(
  isNull(products.deletedAt),
  eq(products.active, true),
  eq(products.bookableOnline, true),
  inArray(products.kind, [ItemKind.Service, ItemKind.Combo]),
  gt(products.durationMinutes, 0),
);

export function findBookableProducts(db: Executor, ids?: readonly string[]) {
  return db
    .select(bookableColumns)
    .from(products)
    .where(ids ? and(bookable, inArray(products.id, [...ids])) : bookable)
    .orderBy(desc(products.favourite), sql`${products.position} asc nulls last`, sql`lower(${products.name})`, asc(products.id));
}
export type BookableProduct = Awaited<ReturnType<typeof findBookableProducts>>[number];

/** The live customer with this phone (ten digits, as customers store it). */
export async function findCustomerByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, alertSms: customers.alertSms })
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * A new customer with this phone; when staff added one with the same phone at the same moment (the
 * phone is unique among living customers), that one, rather than a failed booking.
 */
export async function insertBookingCustomer(db: Executor, values: { name: string; phone: string }) {
  const [row] = await db
    .insert(customers)
    .values({ name: values.name, phone: values.phone })
    .onConflictDoNothing()
    .returning({ id: customers.id, name: customers.name, phone: customers.phone, alertSms: customers.alertSms });
  return row ?? (await findCustomerByPhone(db, values.phone))!;
}

/**
 * A Pending appointment the customer already booked online at this start with these services: a
 * retried or doubled POST finds it instead of booking twice.
 */
export async function findSameOnlineBooking(db: Executor, customerId: string, startAt: Date, productIds: readonly string[]): Promise<string | null> {
  const candidates = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.customerId, customerId),
        eq(appointments.startAt, startAt),
        eq(appointments.status, AppointmentStatus.Pending),
        eq(appointments.source, "online"),
      ),
    );
  const wanted = [...productIds].sort().join(",");
  for (const candidate of candidates) {
    const lines = await db.select({ productId: appointmentLines.productId }).from(appointmentLines).where(eq(appointmentLines.appointmentId, candidate.id));
    if (
      lines
        .map((line) => line.productId ?? "")
        .sort()
        .join(",") === wanted
    )
      return candidate.id;
  }
  return null;
}
