// How long an appointment lasts: its services' durations (issue "Appointments": "services as
// priced lines whose durations set its length; products gain a duration").

/** Appointments start and last in steps of this many minutes: the calendar's grid. */
export const SLOT_MINUTES = 15;

export interface DurationLine {
  /** The product's duration in minutes; null (or 0) for a product that takes no bay time, such as an air freshener. */
  durationMinutes: number | null;
  quantity: number;
}

/**
 * The length of an appointment in minutes: the sum of each line's duration times its quantity
 * (two interior details take twice as long), rounded up to the 15-minute grid, and never less than
 * one 15-minute slot, so an appointment of products without durations still holds a bay.
 * Lines with no duration, or a quantity of zero or less, add nothing.
 */
export function appointmentMinutes(lines: readonly DurationLine[]): number {
  let total = 0;
  for (const line of lines) {
    if (!line.durationMinutes || line.durationMinutes <= 0 || line.quantity <= 0) continue;
    total += line.durationMinutes * line.quantity;
  }
  return Math.max(SLOT_MINUTES, Math.ceil(total / SLOT_MINUTES) * SLOT_MINUTES);
}
