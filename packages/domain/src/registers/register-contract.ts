import { z } from "zod";
import { enumValues, PaymentMethod } from "../enums";

// What the register, drop and day-end routes answer (inside the envelope's body). Money is cents.

const money = () => z.number().int();
const person = z.object({ id: z.string(), name: z.string() });
const count = z.record(z.string(), z.number().int());
const method = z.literal(enumValues(PaymentMethod));

/** A drawer and, when it is open, its session (GET /api/registers). */
export const registerSchema = z.object({
  id: z.string(),
  name: z.string(),
  openSession: z.object({ id: z.string(), number: z.number().int(), openedAt: z.string(), openedBy: person }).nullable(),
});
export type Register = z.infer<typeof registerSchema>;

/** Money taken by one payment method. amount is towards sales; tip rides on top. */
export const methodTotalSchema = z.object({ method, count: z.number().int(), amount: money(), tip: money() });
export type MethodTotal = z.infer<typeof methodTotalSchema>;

/**
 * The cash figures of a drawer (see cash-ledger.ts for the rule). When the shop counts blind and
 * this user may not see the expected cash (docs/product.md §4 blind close), every figure it is
 * summed from is null as well, so it cannot be added up from the answer.
 */
export const cashSummarySchema = z.object({
  openingCash: money().nullable(),
  cashReceived: money().nullable(),
  cashRefunded: money().nullable(),
  drops: money().nullable(),
  cashPaidOut: money().nullable(),
  expectedCash: money().nullable(),
  /** Null while open. */
  countedCash: money().nullable(),
  /** countedCash − expectedCash: positive over, negative short; null while open, or when hidden. */
  overShort: money().nullable(),
  /** The expected cash, its parts and the over/short were left out for this user: the shop counts blind. */
  blind: z.boolean(),
});
export type CashSummary = z.infer<typeof cashSummarySchema>;

/** One register session with its ledger: a row of the Register Report, and /registers/opened. */
export const registerSessionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  register: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(["open", "closed"]),
  /** The shop's calendar day it was opened on. */
  businessDate: z.string(),
  openedAt: z.string(),
  openedBy: person,
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
  /** Null on a blind count: the opening counts add up to the opening cash. */
  openingCounts: count.nullable(),
  countedCounts: count.nullable(),
  closeNote: z.string(),
  saleCount: z.number().int(),
  /** Sum of the amounts of the live sales rung up in the session. */
  salesAmount: money(),
  /** Payments taken in the session, by method; none listed on a blind count (the cash line is cash received). */
  payments: z.array(methodTotalSchema),
  tips: money(),
  /** Money given back in the session, every method. */
  refunds: money(),
  dropCount: z.number().int(),
  cash: cashSummarySchema,
});
export type RegisterSession = z.infer<typeof registerSessionSchema>;

export const registerSessionPageSchema = z.object({
  items: z.array(registerSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RegisterSessionPage = z.infer<typeof registerSessionPageSchema>;

/** One row of the Drop Report. */
export const dropSchema = z.object({
  id: z.string(),
  registerSessionId: z.string(),
  sessionNumber: z.number().int(),
  register: z.object({ id: z.string(), name: z.string() }),
  amount: money(),
  note: z.string(),
  businessDate: z.string(),
  createdAt: z.string(),
  createdBy: person,
  closedAt: z.string().nullable(),
  closedBy: person.nullable(),
});
export type Drop = z.infer<typeof dropSchema>;

export const dropPageSchema = z.object({
  items: z.array(dropSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every drop the filter matches, not only the page. */
  totals: z.object({ count: z.number().int(), amount: money(), open: money(), closed: money() }),
});
export type DropPage = z.infer<typeof dropPageSchema>;

/** Cash taken or paid out by someone at the shop with no drawer named (the back office). */
export const cashOutsideRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for an expense a schedule created. */
  by: person.nullable(),
  /** The sale a payment or refund belongs to; null for an expense. */
  sale: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  /** What it was: an expense's description; empty for a payment or refund. */
  label: z.string(),
  amount: money(),
});
export type CashOutsideRow = z.infer<typeof cashOutsideRowSchema>;

/**
 * One kind of cash move split by where the cash went: total = inDrawers + outside. On a blind
 * count the total and the part in drawers are null; what went outside any drawer stays.
 */
export const cashSplitSchema = z.object({
  total: money().nullable(),
  inDrawers: money().nullable(),
  outside: money(),
  /** Every move of the outside figure, oldest first. */
  outsideRows: z.array(cashOutsideRowSchema),
});
export type CashSplit = z.infer<typeof cashSplitSchema>;

/**
 * The day-end report: one business day (every session opened that day and every sale of that day),
 * or one register session. Computed in SQL from the same rows as the ledger.
 */
export const dayEndReportSchema = z.object({
  scope: z.enum(["day", "session"]),
  /** The business day (for a session: the day it was opened). */
  date: z.string(),
  timeZone: z.string(),
  session: registerSessionSchema.nullable(),
  /** The sessions the cash section covers. */
  sessions: z.array(registerSessionSchema),
  sales: z.object({
    /** Live sales (voided ones included, deleted ones not). */
    count: z.number().int(),
    subTotal: money(),
    discountTotal: money(),
    taxTotal: money(),
    amount: money(),
    /** amount − money given back by refunds and voids. */
    netAmount: money(),
    /** Sales still Pending: rung up, not paid in full. */
    unpaid: z.object({ count: z.number().int(), amount: money(), due: money() }),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  /**
   * Money taken, by method. On a blind count no method is listed here nor in refunds.byMethod: a
   * cash line is a drawer figure under another name. The totals over every method stay (the
   * sales figures tell them anyway).
   */
  payments: z.array(methodTotalSchema),
  paymentsTotal: money(),
  tips: money(),
  refunds: z.object({ count: z.number().int(), amount: money(), byMethod: z.array(z.object({ method, count: z.number().int(), amount: money() })) }),
  voids: z.object({ count: z.number().int(), amount: money() }),
  /** The amount is null on a blind count: it is the drawers' drops. */
  drops: z.object({ count: z.number().int(), amount: money().nullable() }),
  /** Cash expenses paid out of drawers; the amount is null on a blind count. */
  cashExpenses: z.object({ count: z.number().int(), amount: money().nullable() }),
  cash: cashSummarySchema,
  /**
   * Where the cash of the report went (amounts with tips): every cash payment, cash refund and cash
   * expense is either in a drawer or listed as outside any drawer, so each line adds up on its face.
   */
  cashFlow: z.object({ payments: cashSplitSchema, refunds: cashSplitSchema, expenses: cashSplitSchema }),
});
export type DayEndReport = z.infer<typeof dayEndReportSchema>;
