import { sql } from "drizzle-orm";
import { bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { cents, createdAt, moneyChecks, textChecks } from "./columns";

/** A cash drawer at a station ("Register 1"). A tablet chooses which one it is; the choice lives on the device. */
export const registers = pgTable(
  "registers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("registers_name_key")
      .on(sql`lower(${t.name})`)
      .where(sql`deleted_at is null`),
    ...textChecks("registers", { name: [t.name, "label"] }),
  ],
);

/**
 * One opening-to-closing of a register. The partial unique index keeps at most one open session per
 * register; closing locks the row (FOR UPDATE) while sales, refunds, drops and cash expenses hold it
 * FOR SHARE, so a sale sent during a close either lands before the count is frozen or is refused.
 */
export const registerSessions = pgTable(
  "register_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The session number people read on reports: 1, 2, 3… */
    number: bigserial("number", { mode: "number" }).notNull(),
    registerId: uuid("register_id")
      .notNull()
      .references(() => registers.id),
    openedBy: uuid("opened_by")
      .notNull()
      .references(() => users.id),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    /** The shop's calendar day it was opened on. */
    businessDate: date("business_date", { mode: "string" }).notNull(),
    openingCash: cents("opening_cash").notNull(),
    /** Denomination (cents) → count, as counted at the opening. */
    openingCounts: jsonb("opening_counts").notNull().default({}).$type<Record<string, number>>(),
    closedBy: uuid("closed_by").references(() => users.id),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Frozen at the close: what the ledger says should be in the drawer. */
    expectedCash: cents("expected_cash"),
    countedCash: cents("counted_cash"),
    countedCounts: jsonb("counted_counts").$type<Record<string, number>>(),
    closeNote: text("close_note"),
  },
  (t) => [
    uniqueIndex("register_sessions_number_key").on(t.number),
    uniqueIndex("register_sessions_one_open_key")
      .on(t.registerId)
      .where(sql`closed_at is null`),
    index("register_sessions_opened_idx").on(t.openedAt),
    index("register_sessions_business_date_idx").on(t.businessDate),
    ...textChecks("register_sessions", { close_note: [t.closeNote, "reason"] }),
  ],
);

/**
 * Cash taken out of a drawer into the safe during a session. A manager closes drops once they are
 * checked against the safe (CloseDrops) and may reopen them (OpenDrops); a closed drop cannot change.
 */
export const cashDrops = pgTable(
  "cash_drops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registerSessionId: uuid("register_session_id")
      .notNull()
      .references(() => registerSessions.id),
    amount: cents("amount").notNull(),
    note: text("note").notNull().default(""),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id),
  },
  (t) => [
    index("cash_drops_session_idx").on(t.registerSessionId),
    index("cash_drops_business_date_idx").on(t.businessDate, t.createdAt),
    ...moneyChecks("cash_drops", { amount: t.amount }, 1),
    ...textChecks("cash_drops", { note: [t.note, "reason"] }),
  ],
);
