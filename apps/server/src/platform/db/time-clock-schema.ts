import { sql } from "drizzle-orm";
import { bigserial, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BreakKind, ClockAction, ShiftTimes } from "@washdesk/domain";
import { users } from "./schema";
import { createdAt, textChecks } from "./columns";

/**
 * Shifts of the time clock (docs/product.md §2 /timeClock). The times here are the shift as it
 * counts, which a manager may edit; the punches as they were made stay in time_punches. One open
 * shift per person, held by the database, so two taps at once cannot open two.
 */
export const timeShifts = pgTable(
  "time_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    clockedInAt: timestamp("clocked_in_at", { withTimezone: true }).notNull(),
    clockedOutAt: timestamp("clocked_out_at", { withTimezone: true }),
    /** The shop's day the shift started on: an overnight shift counts there. */
    businessDate: date("business_date").notNull(),
    /** Open longer than the shop's limit; a manager closes it, nothing closes it silently. */
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("time_shifts_one_open")
      .on(t.userId)
      .where(sql`clocked_out_at is null and deleted_at is null`),
    index("time_shifts_user_in_idx").on(t.userId, t.clockedInAt),
    index("time_shifts_business_date_idx").on(t.businessDate),
    check("time_shifts_out_after_in", sql`${t.clockedOutAt} is null or ${t.clockedOutAt} >= ${t.clockedInAt}`),
  ],
);

/** Breaks of a shift as they count: a paid rest or an unpaid meal. At most one open per shift. */
export const timeBreaks = pgTable(
  "time_breaks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => timeShifts.id),
    kind: text("kind").notNull().$type<BreakKind>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("time_breaks_one_open")
      .on(t.shiftId)
      .where(sql`ended_at is null`),
    index("time_breaks_shift_idx").on(t.shiftId),
    check("time_breaks_kind", sql`${t.kind} in ('rest', 'meal')`),
  ],
);

/** Every punch as it was made, at the server's time; never changed by an edit. */
export const timePunches = pgTable(
  "time_punches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => timeShifts.id),
    action: text("action").notNull().$type<ClockAction>(),
    breakKind: text("break_kind").$type<BreakKind>(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Who punched: the person, or whoever clocked them with timeClock.others. */
    byUserId: uuid("by_user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [index("time_punches_shift_idx").on(t.shiftId)],
);

/** The audit trail of a shift: each edit or removal, who, when, why, its times before and after. */
export const timeShiftAudit = pgTable(
  "time_shift_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => timeShifts.id),
    byUserId: uuid("by_user_id")
      .notNull()
      .references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    before: jsonb("before").notNull().$type<ShiftTimes>(),
    /** Null when the shift was removed. */
    after: jsonb("after").$type<ShiftTimes>(),
  },
  (t) => [index("time_shift_audit_shift_idx").on(t.shiftId), ...textChecks("time_shift_audit", { reason: [t.reason, "reason"] })],
);
