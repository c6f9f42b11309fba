import { z } from "zod";
import { BREAK_KINDS, CLOCK_ACTIONS, CLOCK_STATES } from "./time-clock-state";

/** One person at the kiosk: where they are now. */
export const clockPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  state: z.enum(CLOCK_STATES),
  shiftId: z.string().nullable(),
  clockedInAt: z.string().nullable(),
  breakKind: z.enum(BREAK_KINDS).nullable(),
  breakStartedAt: z.string().nullable(),
  /** Open longer than the shop's limit: a manager closes it. */
  flagged: z.boolean(),
});
export type ClockPerson = z.infer<typeof clockPersonSchema>;

/** GET /api/time-clock: everyone who may punch, those on the clock first. */
export const clockBoardSchema = z.object({ people: z.array(clockPersonSchema), serverTime: z.string() });
export type ClockBoard = z.infer<typeof clockBoardSchema>;

export const shiftBreakSchema = z.object({ kind: z.enum(BREAK_KINDS), startedAt: z.string(), endedAt: z.string().nullable() });
export type ShiftBreak = z.infer<typeof shiftBreakSchema>;

export const shiftRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  employeeName: z.string(),
  /** The shop's day the shift started on; an overnight shift counts there. */
  businessDate: z.string(),
  clockedInAt: z.string(),
  clockedOutAt: z.string().nullable(),
  breaks: z.array(shiftBreakSchema),
  paidMinutes: z.number().int(),
  unpaidMinutes: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  flagged: z.boolean(),
  edited: z.boolean(),
  confirmedAt: z.string().nullable(),
  /** Within the shop's edit window (for those who may edit at all). */
  editable: z.boolean(),
});
export type ShiftRow = z.infer<typeof shiftRowSchema>;

export const employeeTotalsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  shifts: z.number().int(),
  paidMinutes: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
});
export type EmployeeTotals = z.infer<typeof employeeTotalsSchema>;

export const shiftPageSchema = z.object({
  items: z.array(shiftRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Per employee over every shift the filters match, not only this page. */
  totals: z.array(employeeTotalsSchema),
});
export type ShiftPage = z.infer<typeof shiftPageSchema>;

export const rawPunchSchema = z.object({ action: z.enum(CLOCK_ACTIONS), breakKind: z.enum(BREAK_KINDS).nullable(), at: z.string(), by: z.string() });
export type RawPunch = z.infer<typeof rawPunchSchema>;

const shiftTimesSchema = z.object({ clockedInAt: z.string(), clockedOutAt: z.string().nullable(), breaks: z.array(shiftBreakSchema) });
export type ShiftTimes = z.infer<typeof shiftTimesSchema>;

/** One change of a shift: who, when, why, and its times before and after (after is null when deleted). */
export const shiftAuditSchema = z.object({ at: z.string(), by: z.string(), reason: z.string(), before: shiftTimesSchema, after: shiftTimesSchema.nullable() });
export type ShiftAudit = z.infer<typeof shiftAuditSchema>;

export const shiftDetailSchema = shiftRowSchema.extend({ punches: z.array(rawPunchSchema), audit: z.array(shiftAuditSchema) });
export type ShiftDetail = z.infer<typeof shiftDetailSchema>;
