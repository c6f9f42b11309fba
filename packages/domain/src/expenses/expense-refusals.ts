import { refusalTable } from "../api/refusal";
import { limitMessages } from "../validation/limits";

/** Every refusal of expenses, their categories and schedules, with its code ("expense.<name>"). */
export const expenseRefusals = refusalTable("expense", {
  notFound: { kind: "notFound", message: "This expense does not exist or was deleted." },
  categoryGone: { kind: "invalid", field: "expense.category", message: "This category does not exist or was deleted." },
  employeeGone: { kind: "invalid", field: "expense.employee", message: "This employee does not exist." },
  occurrenceTaken: { kind: "conflict", message: "Its schedule already has an expense on that date." },
  categoryTaken: { kind: "conflict", message: "This category already exists." },
  scheduleNotFound: { kind: "notFound", message: "This schedule does not exist." },
  /** A schedule starts at most a year back (isScheduleStartTooOld, with the shop's today). */
  scheduleStartTooOld: { kind: "invalid", field: "expense.date", message: limitMessages.scheduleStartTooOld },
  scheduleEnded: { kind: "conflict", message: "This schedule has ended; it can't be paused or resumed." },
});
