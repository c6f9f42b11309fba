import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Attachment, Frequency } from "@washdesk/domain";
import { users } from "./schema";
import { registerSessions } from "./registers-schema";
import { alive, cents, createdAt, dateCheck, moneyChecks, textChecks, updatedAt } from "./columns";

/**
 * Uploaded files (POST /api/aws/files). The storage key is chosen by the server (random), so the
 * original name is only data and never reaches a path. The file store (disk or S3) holds the bytes.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: text("storage_key").notNull(),
    /** Images only: a small webp preview. */
    thumbKey: text("thumb_key"),
    originalName: text("original_name").notNull(),
    /** From the file's first bytes, not from its name or the declared type. */
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** /attachments/expense or /attachments/purchase: who may attach and see it. */
    pathPrefix: text("path_prefix").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("files_storage_key").on(t.storageKey), index("files_created_at_idx").on(t.createdAt)],
);

/** Expense categories (docs/product.md §3): the name is unique among the living, whatever its case. */
export const expenseCategories = pgTable(
  "expense_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("expense_categories_name_key")
      .on(sql`lower(${t.name})`)
      .where(alive),
    ...textChecks("expense_categories", { name: [t.name, "label"] }),
  ],
);

/**
 * A repeating expense (docs/product.md §3 Frequency). Occurrence n falls on occurrenceDate(start, frequency, n)
 * (domain/expenses); next_index is the first one not yet created. The worker creates due ones; the
 * unique (schedule_id, date) on expenses makes each exactly once even with two workers.
 */
export const expenseSchedules = pgTable(
  "expense_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    frequency: smallint("frequency").notNull().$type<Frequency>(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    nextIndex: integer("next_index").notNull().default(0),
    /** occurrenceDate(start, frequency, next_index), kept so the worker finds due schedules with an index. */
    nextDate: date("next_date", { mode: "string" }).notNull(),
    paused: boolean("paused").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    lastRun: timestamp("last_run", { withTimezone: true }),
    // The template every occurrence copies.
    reference: text("reference").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => expenseCategories.id),
    amount: cents("amount").notNull(),
    employeeId: uuid("employee_id").references(() => users.id),
    paidBy: smallint("paid_by").notNull().default(0),
    notes: text("notes").notNull().default(""),
    /** The receipt given with the schedule belongs to the first occurrence only. */
    firstAttachments: jsonb("first_attachments").notNull().default([]).$type<Attachment[]>(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("expense_schedules_due_idx")
      .on(t.nextDate)
      .where(sql`not paused and ended_at is null`),
    ...moneyChecks("expense_schedules", { amount: t.amount }, 1),
    dateCheck("expense_schedules", "start_date", t.startDate),
    ...textChecks("expense_schedules", { reference: [t.reference, "reference"], notes: [t.notes, "note"] }),
  ],
);

/** Money out (docs/product.md §3 Expense). Soft delete: reports of the past stay as they were printed. */
export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    reference: text("reference").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => expenseCategories.id),
    amount: cents("amount").notNull(),
    /** A staff member, only for the Employee category. */
    employeeId: uuid("employee_id").references(() => users.id),
    /** Payment method number (docs/product.md §3; expensePaidByValues), default Cash. */
    paidBy: smallint("paid_by").notNull().default(0),
    notes: text("notes").notNull().default(""),
    /** Canonical, unsigned URLs (/api/files/:id); answers sign them (features/files/attachment-records). */
    attachments: jsonb("attachments").notNull().default([]).$type<Attachment[]>(),
    scheduleId: uuid("schedule_id").references(() => expenseSchedules.id),
    /** The open register a cash expense was paid out of: it lowers that register's expected cash. */
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id),
  },
  (t) => [
    // Not partial: a deleted occurrence must not be created again by the next run of its schedule.
    uniqueIndex("expenses_schedule_date_key").on(t.scheduleId, t.date),
    index("expenses_date_idx").on(t.date, t.id).where(alive),
    index("expenses_category_date_idx").on(t.categoryId, t.date).where(alive),
    index("expenses_employee_idx")
      .on(t.employeeId)
      .where(sql`employee_id is not null and deleted_at is null`),
    index("expenses_register_session_idx")
      .on(t.registerSessionId)
      .where(sql`register_session_id is not null`),
    ...moneyChecks("expenses", { amount: t.amount }, 1),
    dateCheck("expenses", "date", t.date),
    ...textChecks("expenses", { reference: [t.reference, "reference"], notes: [t.notes, "note"] }),
  ],
);
