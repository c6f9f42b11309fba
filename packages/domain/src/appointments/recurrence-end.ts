// Checks on a series' end before any appointment of it is made.
import { appointmentWords } from "./appointment-words";
import type { RecurrenceEnd } from "./recurrence-occurrences";

/** The words of what is wrong with a series' end, or null when it is fine. */
export function recurrenceEndProblem(firstDate: string, end: RecurrenceEnd): string | null {
  if ("count" in end) return Number.isInteger(end.count) && end.count >= 1 ? null : appointmentWords.countTooSmall;
  return end.until >= firstDate ? null : appointmentWords.untilBeforeFirst;
}
