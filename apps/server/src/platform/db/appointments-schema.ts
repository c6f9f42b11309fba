import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AppointmentStatus, Recurrence } from "@washdesk/domain";
import { users } from "./schema";
import { partyColumns, pricedTotalColumns, products, sales } from "./sales-schema";
import { createdAt, dateCheck, moneyChecks, pricedLineChecks, pricedLineColumns, textChecks, updatedAt } from "./columns";

/**
 * A recurring appointment's rule (every week, every other week, every month, with an end), kept so
 * "every future one" can be found and the series can say "3 of 10". Each occurrence is its own row
 * in `appointments`, made when the series is booked, at the same wall-clock time on the shop's clock.
 */
export const appointmentSeries = pgTable(
  "appointment_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recurrence: smallint("recurrence").notNull().$type<Recurrence>(),
    firstDate: date("first_date", { mode: "string" }).notNull(),
    /** "HH:MM" on the shop's clock. */
    time: text("time").notNull(),
    /** How it ends: a number of appointments or a last date (one of the two). */
    endCount: smallint("end_count"),
    endDate: date("end_date", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [check("appointment_series_end", sql`(${t.endCount} is null) <> (${t.endDate} is null)`)],
);

/**
 * One booked visit (docs/product.md §3 Appointment status: Pending, Completed, Missed, Cancelled).
 * It holds a bay over [start_at, end_at) while Pending. Its lines are priced as at the counter when
 * booked; checking in opens a ticket (sale_id) priced again, and completing that sale completes it.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...partyColumns(),
    status: text("status").notNull().$type<AppointmentStatus>().default("Pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** The start on the shop's clock: the day views read by date, a series keeps the time across DST. */
    businessDate: date("business_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    /** Set when the length was resized by hand rather than taken from the lines. */
    durationSet: boolean("duration_set").notNull().default(false),
    /** A named bay, or null: any bay (it still takes one). */
    bay: text("bay"),
    staffId: uuid("staff_id").references(() => users.id),
    /** "staff" or "online" (/book). */
    source: text("source").notNull().default("staff"),
    seriesId: uuid("series_id").references(() => appointmentSeries.id),
    seriesIndex: smallint("series_index"),
    ...pricedTotalColumns(),
    /** The ticket it was checked in to (one per appointment). */
    saleId: uuid("sale_id").references(() => sales.id),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    missedAt: timestamp("missed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("appointments_sale_key").on(t.saleId),
    index("appointments_date_idx").on(t.businessDate, t.startAt),
    index("appointments_start_idx").on(t.startAt, t.id),
    // The reminder and missed jobs read only what is still coming.
    index("appointments_pending_idx")
      .on(t.startAt)
      .where(sql`status = 'Pending'`),
    index("appointments_customer_idx").on(t.customerId, t.startAt),
    index("appointments_series_idx").on(t.seriesId, t.seriesIndex),
    check("appointments_status", sql`${t.status} in ('Pending', 'Completed', 'Missed', 'Cancelled')`),
    check("appointments_source", sql`${t.source} in ('staff', 'online')`),
    check("appointments_span", sql`${t.endAt} > ${t.startAt}`),
    check("appointments_duration_range", sql`${t.durationMinutes} between 15 and 720`),
    ...moneyChecks("appointments", {
      amount: t.amount,
      sub_total: t.subTotal,
      discount_total: t.discountTotal,
      tax_total: t.taxTotal,
      included_tax_total: t.includedTaxTotal,
    }),
    dateCheck("appointments", "business_date", t.businessDate),
    ...textChecks("appointments", { notes: [t.notes, "note"], bay: [t.bay, "label"], cancel_reason: [t.cancelReason, "reason"] }),
  ],
);

/** One service of an appointment, priced like a sale line, with the duration it counted for. */
export const appointmentLines = pgTable(
  "appointment_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    productId: uuid("product_id").references(() => products.id),
    ...pricedLineColumns(),
    durationMinutes: integer("duration_minutes"),
    staffIds: jsonb("staff_ids").notNull().default([]).$type<string[]>(),
  },
  (t) => [index("appointment_lines_appointment_idx").on(t.appointmentId, t.position), ...pricedLineChecks("appointment_lines", t)],
);
