import { z } from "zod";
import { businessDate, businessDateProblem } from "../validation";
import { MAX_REPORT_DAYS, reportMessages } from "./report-messages";
import { daysIn } from "./report-period";

// The period's own rules run only once both days are real dates (their own messages come first).
const bothDays = (query: { from: string; to: string }) => businessDateProblem(query.from) === null && businessDateProblem(query.to) === null;

/** The period of a report: both days counted, in the shop's calendar, at most ten years. */
export const reportPeriodQuerySchema = z
  .object({ from: businessDate(), to: businessDate() })
  .refine((query) => !bothDays(query) || query.from <= query.to, { error: reportMessages.periodOrder, path: ["from"] })
  .refine((query) => !bothDays(query) || query.from > query.to || daysIn(query) <= MAX_REPORT_DAYS, { error: reportMessages.periodTooLong, path: ["to"] });
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** The monthly report: the twelve months ending with this day's month (default: this month). */
export const monthlyQuerySchema = z.object({ to: businessDate().optional() });
