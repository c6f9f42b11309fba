import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  CommissionKind,
  DeductionKind,
  EmployeePay,
  OwnEarningType,
  PayRunStatus,
  PayStub,
  Recurrence,
  SecondPaymentMethod,
  TipMode,
  UndistributedTips,
} from "@washdesk/domain";
import { products } from "./sales-schema";
import { users } from "./schema";
import { cents, createdAt, textChecks } from "./columns";

/**
 * An employee's commission rules (docs/product.md §2 /payroll, Commissions). A new list replaces
 * the old one by marking it replaced: what a paid stub was computed with stays readable.
 */
export const payrollCommissionRules = pgTable(
  "payroll_commission_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Null: the employee's default rule for every other line. */
    productId: uuid("product_id").references(() => products.id),
    kind: text("kind").notNull().$type<CommissionKind>(),
    /** Thousandths of a percent, for a percentage. */
    rate: integer("rate"),
    /** Cents per unit, for a fixed amount. */
    amount: cents("amount"),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("payroll_commission_rules_user_idx")
      .on(t.userId, t.position)
      .where(sql`replaced_at is null`),
    check("payroll_commission_rules_kind", sql`(${t.kind} = 'percent' and ${t.rate} is not null) or (${t.kind} = 'perUnit' and ${t.amount} is not null)`),
  ],
);

/** An employee's deductions, in the order they are taken; an advance's balance goes down as it is repaid. */
export const payrollDeductions = pgTable(
  "payroll_deductions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    label: text("label").notNull(),
    kind: text("kind").notNull().$type<DeductionKind>(),
    rate: integer("rate"),
    amount: cents("amount"),
    /** What is left to repay, or null for a deduction taken every run. */
    balance: cents("balance"),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("payroll_deductions_user_idx")
      .on(t.userId, t.position)
      .where(sql`replaced_at is null`),
    check("payroll_deductions_kind", sql`(${t.kind} = 'percent' and ${t.rate} is not null) or (${t.kind} = 'fixed' and ${t.amount} is not null)`),
    ...textChecks("payroll_deductions", { label: [t.label, "label"] }),
  ],
);

/**
 * A pay run: one schedule's period. A draft holds no figures (it is computed when read); paying
 * freezes each stub into pay_stubs and the run is never rewritten after. One live run (draft or
 * paid) per schedule and period, held by the database.
 */
export const payRuns = pgTable(
  "pay_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schedule: smallint("schedule").notNull().$type<Recurrence>(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    status: text("status").notNull().$type<PayRunStatus>(),
    paymentDate: date("payment_date", { mode: "string" }),
    gross: cents("gross").notNull().default(0),
    deductions: cents("deductions").notNull().default(0),
    net: cents("net").notNull().default(0),
    tipsPaidOut: cents("tips_paid_out").notNull().default(0),
    employees: integer("employees").notNull().default(0),
    /** Tips nobody could share when it was paid (kept for the record). */
    undistributed: jsonb("undistributed").notNull().default([]).$type<UndistributedTips[]>(),
    /** The tip mode the run was paid under: recomputing its period later uses the same. */
    tipMode: text("tip_mode").$type<TipMode>(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidByUser: uuid("paid_by_user").references(() => users.id),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => users.id),
    voidReason: text("void_reason"),
  },
  (t) => [
    uniqueIndex("pay_runs_one_live")
      .on(t.schedule, t.periodStart)
      .where(sql`status <> 'voided'`),
    index("pay_runs_period_idx").on(t.periodStart),
    index("pay_runs_payment_date_idx")
      .on(t.paymentDate)
      .where(sql`status = 'paid'`),
    check("pay_runs_status", sql`${t.status} in ('draft', 'paid', 'voided')`),
    check("pay_runs_paid", sql`${t.status} = 'draft' or (${t.paidAt} is not null and ${t.paymentDate} is not null)`),
    ...textChecks("pay_runs", { void_reason: [t.voidReason, "reason"] }),
  ],
);

/** What a stub was computed with, so its period recomputed later differs only by what happened since. */
export interface StubBasis {
  pay: Pick<EmployeePay, "payType" | "payRate" | "payPeriod" | "overtimeExempt" | "paidBy">;
  rules: { productId: string | null; kind: CommissionKind; rate: number | null; amount: number | null }[];
}

/**
 * One employee's stub of a paid run, frozen as it was paid (`stub`, with gross and net as columns
 * for the sums). Voiding writes a reversing row (`reversal`, reversalOf) and leaves this one.
 */
export const payStubs = pgTable(
  "pay_stubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => payRuns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Of a reversal: the stub it reverses. */
    reverses: uuid("reverses"),
    reversal: boolean("reversal").notNull().default(false),
    stub: jsonb("stub").notNull().$type<PayStub>(),
    basis: jsonb("basis").notNull().$type<StubBasis>(),
    gross: cents("gross").notNull(),
    deductions: cents("deductions").notNull(),
    net: cents("net").notNull(),
    tipsPaidOut: cents("tips_paid_out").notNull(),
    paymentMethod: smallint("payment_method").notNull().$type<SecondPaymentMethod>(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    /** The e-mail of the stub in the outbox, when the employee has an address. */
    outboxId: integer("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pay_stubs_run_user")
      .on(t.runId, t.userId)
      .where(sql`not reversal`),
    index("pay_stubs_user_idx").on(t.userId, t.paymentDate),
  ],
);

/**
 * Each adjustment line a stub carried, and the earlier paid stub it corrects: what was carried for
 * a stub is taken off before its period is compared again, so a change is paid exactly once.
 */
export const payAdjustments = pgTable(
  "pay_adjustments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stubId: uuid("stub_id")
      .notNull()
      .references(() => payStubs.id),
    sourceStubId: uuid("source_stub_id")
      .notNull()
      .references(() => payStubs.id),
    type: text("type").notNull().$type<OwnEarningType>(),
    workweek: date("workweek", { mode: "string" }),
    hoursMs: cents("hours_ms").notNull(),
    amount: cents("amount").notNull(),
  },
  (t) => [index("pay_adjustments_source_idx").on(t.sourceStubId), index("pay_adjustments_stub_idx").on(t.stubId)],
);

/**
 * Who shares a day's tips that nobody tip-eligible on the clock could (a manager's choice), shared
 * evenly. One row per business day; a new choice replaces the old one, and the activity log keeps both.
 */
export const payrollTipAssignments = pgTable("payroll_tip_assignments", {
  businessDate: date("business_date", { mode: "string" }).primaryKey(),
  employeeIds: jsonb("employee_ids").notNull().$type<string[]>(),
  assignedBy: uuid("assigned_by")
    .notNull()
    .references(() => users.id),
  assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Non-discretionary bonuses (docs/product.md §2 /payroll, Wages: part of the regular rate), on the
 * day they were earned. Removing one marks it removed: a paid stub's bonus stays explained.
 */
export const payrollBonuses = pgTable(
  "payroll_bonuses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    amount: cents("amount").notNull(),
    note: text("note").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("payroll_bonuses_date_idx")
      .on(t.businessDate, t.userId)
      .where(sql`removed_at is null`),
    check("payroll_bonuses_amount", sql`${t.amount} > 0`),
    ...textChecks("payroll_bonuses", { note: [t.note, "label"] }),
  ],
);
