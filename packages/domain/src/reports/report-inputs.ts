import { z } from "zod";
import { businessDate, businessDateProblem } from "../validation";
import { MAX_REPORT_DAYS, reportMessages } from "./report-messages";
import { daysIn } from "./report-period";

// The period's own rules run only once both days are real dates (their own messages come first).
const bothDays = (query: { from: string; to: string }) => businessDateProblem(query.from) === null && businessDateProblem(query.to) === null;

/** The rules of a period: in order, and at most ten years. */
function periodRules(query: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!bothDays(query)) return;
  if (query.from > query.to) ctx.addIssue({ code: "custom", message: reportMessages.periodOrder, path: ["from"] });
  else if (daysIn(query) > MAX_REPORT_DAYS) ctx.addIssue({ code: "custom", message: reportMessages.periodTooLong, path: ["to"] });
}

export const reportPeriodQuerySchema = z.object({ from: businessDate(), to: businessDate() }).superRefine(periodRules);
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** The monthly report: the twelve months ending with this day's month (default: this month). */
export const monthlyQuerySchema = z.object({ to: businessDate().optional() });

const notSeenDays = () =>
  z.coerce
    .number({ error: reportMessages.notSeenDays })
    .int({ error: reportMessages.notSeenDays })
    .min(1, { error: reportMessages.notSeenDays })
    .max(3_650, { error: reportMessages.notSeenDays });

/** The customers report: a period, and how many days without a visit make a customer "not seen". */
export const customersReportQuerySchema = z
  .object({ from: businessDate(), to: businessDate(), notSeenDays: notSeenDays().default(60) })
  .superRefine(periodRules);
