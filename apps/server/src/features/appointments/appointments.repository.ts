import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { AppointmentStatus, UserStatus, type appointmentListQuerySchema, type Recurrence } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { appointmentLines, appointmentSeries, appointments, customers, products, sales, users, vehicles } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
export type AppointmentLineRow = typeof appointmentLines.$inferSelect;
export type NewAppointmentLineRow = typeof appointmentLines.$inferInsert;
export type AppointmentChanges = Partial<Omit<NewAppointmentRow, "id" | "createdAt" | "createdBy" | "source">>;
export type AppointmentSeriesRow = typeof appointmentSeries.$inferSelect;
export type AppointmentListFilter = z.output<typeof appointmentListQuerySchema> & { fromDate: string };

const staff = alias(users, "staff");
const author = alias(users, "author");
const nameOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** The one key every booking, move and resize takes (see lockBookings). */
const BOOKINGS_LOCK = 26_000_001;

/**
 * Every change that may take a bay waits here for the one before it to commit, so two bookings for
 * the last free bay never both see it free (a transaction-scoped advisory lock, released at commit).
 */
export async function lockBookings(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKINGS_LOCK})`);
}

/** Pending appointments that overlap [start, end): the ones that hold a bay then. */
export function findHoldingBetween(db: Executor, start: Date, end: Date) {
  return db
    .select({ id: appointments.id, startAt: appointments.startAt, endAt: appointments.endAt, bay: appointments.bay, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.status, AppointmentStatus.Pending), lt(appointments.startAt, end), gt(appointments.endAt, start)));
}

/** How long each product takes in a bay. */
export function findDurations(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.select({ id: products.id, durationMinutes: products.durationMinutes }).from(products).where(inArray(products.id, productIds));
}

/** A living customer and, when asked for, one of their living vehicles. */
export async function findCustomerAndVehicle(db: Executor, customerId: string, vehicleId: string | null) {
  const [row] = await db
    .select({
      customer: { id: customers.id },
      vehicle: { id: vehicles.id, type: vehicles.type },
    })
    .from(customers)
    .leftJoin(vehicles, and(eq(vehicles.customerId, customers.id), vehicleId ? eq(vehicles.id, vehicleId) : sql`false`, isNull(vehicles.deletedAt)))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ?? null;
}

/** Whether a staff member still works here (with or without sign-in, or invited). */
export async function staffWorks(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.status, [UserStatus.ACTIVE, UserStatus.NOT_USER, UserStatus.INVITED])));
  return row !== undefined;
}

export async function insertSeries(db: Executor, values: typeof appointmentSeries.$inferInsert): Promise<AppointmentSeriesRow> {
  const [row] = await db.insert(appointmentSeries).values(values).returning();
  return row!;
}

export async function insertAppointment(db: Executor, values: NewAppointmentRow): Promise<AppointmentRow> {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
}

export async function insertLines(db: Executor, rows: NewAppointmentLineRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(appointmentLines).values(rows);
}

export async function deleteLines(db: Executor, appointmentId: string): Promise<void> {
  await db.delete(appointmentLines).where(eq(appointmentLines.appointmentId, appointmentId));
}

export function findLines(db: Executor, appointmentId: string): Promise<AppointmentLineRow[]> {
  return db.select().from(appointmentLines).where(eq(appointmentLines.appointmentId, appointmentId)).orderBy(asc(appointmentLines.position));
}

/** The appointment row, locked until the transaction ends. */
export async function lockAppointment(db: Executor, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return row ?? null;
}

/** How a series repeats. */
export async function seriesRecurrence(db: Executor, seriesId: string): Promise<Recurrence | null> {
  const [row] = await db.select({ recurrence: appointmentSeries.recurrence }).from(appointmentSeries).where(eq(appointmentSeries.id, seriesId));
  return row?.recurrence ?? null;
}

/** This appointment and every later Pending one of its series, in order, locked. */
export function lockSeriesFrom(db: Executor, seriesId: string, fromIndex: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), gte(appointments.seriesIndex, fromIndex), eq(appointments.status, AppointmentStatus.Pending)))
    .orderBy(asc(appointments.seriesIndex))
    .for("update");
}

export async function updateAppointment(db: Executor, id: string, changes: AppointmentChanges): Promise<void> {
  await db
    .update(appointments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

/** The appointment with its customer, vehicle, staff member, author, ticket and series. */
export async function findAppointmentHeader(db: Executor, id: string) {
  const [row] = await db
    .select({
      appointment: appointments,
      customer: { id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, awardPoints: customers.awardPoints },
      vehicle: {
        id: vehicles.id,
        type: vehicles.type,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        color: vehicles.color,
        tag: vehicles.tag,
      },
      staffName: nameOf(staff),
      authorName: nameOf(author),
      saleNumber: sales.number,
      recurrence: appointmentSeries.recurrence,
      seriesCount: sql<number | null>`(select count(*)::int from ${appointments} as sibling where sibling.series_id = ${appointments.seriesId})`.mapWith(
        (n: unknown) => (n === null ? null : Number(n)),
      ),
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(author, eq(author.id, appointments.createdBy))
    .leftJoin(sales, eq(sales.id, appointments.saleId))
    .leftJoin(appointmentSeries, eq(appointmentSeries.id, appointments.seriesId))
    .where(eq(appointments.id, id));
  return row ?? null;
}
export type AppointmentHeader = NonNullable<Awaited<ReturnType<typeof findAppointmentHeader>>>;

/** The columns of one block on the calendar, one row of the list or of "today". */
function itemQuery(db: Executor) {
  return db
    .select({
      id: appointments.id,
      status: appointments.status,
      confirmedAt: appointments.confirmedAt,
      vehicleType: appointments.vehicleType,
      serviceMode: appointments.serviceMode,
      amount: appointments.amount,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      businessDate: appointments.businessDate,
      startTime: appointments.startTime,
      durationMinutes: appointments.durationMinutes,
      bay: appointments.bay,
      staffId: appointments.staffId,
      staffName: nameOf(staff),
      source: appointments.source,
      saleId: appointments.saleId,
      saleNumber: sales.number,
      seriesId: appointments.seriesId,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      vehicle: {
        id: vehicles.id,
        type: vehicles.type,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        color: vehicles.color,
        tag: vehicles.tag,
      },
      services: sql<string>`coalesce((select string_agg(line.name, ', ' order by line.position) from ${appointmentLines} as line where line.appointment_id = ${appointments.id}), '')`,
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(sales, eq(sales.id, appointments.saleId));
}
export type AppointmentItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

/** The appointments of the shop days from..to (by their business date), cancelled ones left out, by start. */
export function findItemsOfDays(db: Executor, from: string, to: string): Promise<AppointmentItemRow[]> {
  return itemQuery(db)
    .where(and(gte(appointments.businessDate, from), lte(appointments.businessDate, to), ne(appointments.status, AppointmentStatus.Cancelled)))
    .orderBy(asc(appointments.businessDate), asc(appointments.startAt), asc(appointments.id));
}

function listFilter(f: AppointmentListFilter): SQL | undefined {
  const text = f.text?.toLowerCase() ?? "";
  const digits = text.replace(/\D/g, "");
  const pattern = containsPattern(text);
  return and(
    gte(appointments.businessDate, f.fromDate),
    f.to ? lte(appointments.businessDate, f.to) : undefined,
    f.status !== undefined ? eq(appointments.status, f.status) : undefined,
    f.customerId ? eq(appointments.customerId, f.customerId) : undefined,
    text
      ? or(
          sql`lower(${customers.name}) like ${pattern}`,
          sql`lower(${appointments.notes}) like ${pattern}`,
          digits ? sql`${customers.phone} like ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
}

/** One page of the list, soonest first (the date index, then start and id). */
export function findItemPage(db: Executor, f: AppointmentListFilter): Promise<AppointmentItemRow[]> {
  return itemQuery(db)
    .where(listFilter(f))
    .orderBy(asc(appointments.businessDate), asc(appointments.startAt), asc(appointments.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}

export async function countItems(db: Executor, f: AppointmentListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(listFilter(f));
  return row?.n ?? 0;
}

/** What messages need of the customer: how to reach them and whether they said yes. */
export async function findMessageCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      alertSms: customers.alertSms,
      alertEmail: customers.alertEmail,
      deletedAt: customers.deletedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * The bays renamed or removed in the settings: upcoming Pending appointments follow their bay to its
 * new name, or are held in no bay in particular when it is gone. Past and closed visits keep the bay
 * they were in. One statement, so each appointment moves at most once.
 */
export async function moveAppointmentsOfBays(db: Executor, changes: { renamed: [string, string][]; removed: string[] }, now: Date): Promise<number> {
  const moves = [...changes.renamed, ...changes.removed.map((name) => [name, null] as [string, string | null])];
  if (moves.length === 0) return 0;
  // A booking deciding on a bay at the same time waits, so none lands under a name just gone.
  await lockBookings(db);
  const target = sql.join(
    moves.map(([from, to]) => sql`when ${from} then ${to}::text`),
    sql` `,
  );
  const moved = await db
    .update(appointments)
    .set({ bay: sql`case ${appointments.bay} ${target} end` })
    .where(
      and(
        inArray(
          appointments.bay,
          moves.map(([from]) => from),
        ),
        eq(appointments.status, AppointmentStatus.Pending),
        gte(appointments.endAt, now),
      ),
    )
    .returning({ id: appointments.id });
  return moved.length;
}
