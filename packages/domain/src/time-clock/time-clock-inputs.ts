import { z } from "zod";
import { pageQuerySchema } from "../api";
import { businessDate, requiredText } from "../validation";
import { BREAK_KINDS, CLOCK_ACTIONS } from "./time-clock-state";
import { timeClockWords } from "./time-clock-rules";
import { pinSchema } from "../employees/employee-schemas";

/** A PIN as typed at the kiosk: the employees' rule (4 to 6 digits). */
const pin = pinSchema;

/**
 * POST /api/time-clock/punches. No time is sent: the punch takes the server's clock. A person's
 * own punch carries their PIN; someone else's needs timeClock.others, and the person's PIN when
 * the group has timeClock.requiredPinToOthers.
 */
export const punchSchema = z.object({
  userId: z.uuid(),
  action: z.enum(CLOCK_ACTIONS),
  /** Only read when starting a break. */
  breakKind: z.enum(BREAK_KINDS).default("rest"),
  pin: pin().optional(),
});
export type Punch = z.input<typeof punchSchema>;

/** A filter left blank ("from=") is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/time-clock/shifts: newest first; without dates, the last four weeks. */
export const shiftListQuerySchema = pageQuerySchema.extend({
  userId: z.preprocess(blankIsAbsent, z.uuid().optional()),
  from: z.preprocess(blankIsAbsent, businessDate().optional()),
  to: z.preprocess(blankIsAbsent, businessDate().optional()),
  flagged: z.preprocess(blankIsAbsent, z.enum(["true", "false"]).optional()).transform((v) => (v === undefined ? undefined : v === "true")),
});
export type ShiftListQuery = z.input<typeof shiftListQuerySchema>;

const instant = () => z.iso.datetime({ offset: true, error: "Enter a date and time." });

const editedBreakSchema = z.object({ kind: z.enum(BREAK_KINDS), startedAt: instant(), endedAt: instant() });

const reason = () => requiredText("reason").refine((v) => v.trim().length > 0, { error: timeClockWords.reasonRequired });

/** PATCH /api/time-clock/shifts/:id: the shift's times as they should be, and why. The punches stay as they were. */
export const shiftEditSchema = z.object({
  clockedInAt: instant(),
  clockedOutAt: instant(),
  breaks: z.array(editedBreakSchema).max(10),
  reason: reason(),
});
export type ShiftEdit = z.input<typeof shiftEditSchema>;

/** DELETE /api/time-clock/shifts/:id. */
export const shiftDeleteSchema = z.object({ reason: reason() });
export type ShiftDelete = z.input<typeof shiftDeleteSchema>;
