// The shop's appointment settings (System Settings › Appointments); zod-free so the calendar can
// read the defaults without the schema library.

/** How many bays when nothing is set: one car at a time. */
export const DEFAULT_BAYS = 1;
export const MAX_BAYS = 50;
/** The reminder goes this many hours before the start (issue "Appointments": default 24). */
export const DEFAULT_REMINDER_HOURS = 24;
export const MAX_REMINDER_HOURS = 168;
/** An appointment not checked in this many minutes after its start becomes Missed. */
export const DEFAULT_MISSED_AFTER_MINUTES = 30;
export const MAX_MISSED_AFTER_MINUTES = 24 * 60;
/** How far ahead the public page lets a customer book. */
export const DEFAULT_BOOKING_DAYS_AHEAD = 30;
export const MAX_BOOKING_DAYS_AHEAD = 365;

export interface AppointmentSettings {
  /** A number of interchangeable bays, or the bays' names (the calendar's columns). */
  bays: number | string[];
  reminderHours: number;
  missedAfterMinutes: number;
  /** Whether the public /book page takes bookings. */
  onlineBooking: boolean;
  bookingDaysAhead: number;
}

export const defaultAppointmentSettings: AppointmentSettings = {
  bays: DEFAULT_BAYS,
  reminderHours: DEFAULT_REMINDER_HOURS,
  missedAfterMinutes: DEFAULT_MISSED_AFTER_MINUTES,
  onlineBooking: true,
  bookingDaysAhead: DEFAULT_BOOKING_DAYS_AHEAD,
};

/** The names of the calendar's columns: named bays as they are, else "Bay 1", "Bay 2"… */
export const bayNames = (bays: number | readonly string[]): string[] =>
  typeof bays === "number" ? Array.from({ length: bays }, (_, index) => `Bay ${index + 1}`) : [...bays];

/**
 * What a change of the bays does to the appointments booked in them. A bay whose name is kept keeps
 * its appointments wherever it now stands. A name that is gone from a place now holding a name that
 * is new was renamed: its appointments follow the new name. Any other name that is gone was
 * removed: its appointments are held in no bay in particular (they still take one).
 */
export function bayChanges(
  before: number | readonly string[],
  after: number | readonly string[],
): { renamed: [from: string, to: string][]; removed: string[] } {
  const old = bayNames(before);
  const now = bayNames(after);
  const renamed: [string, string][] = [];
  for (let index = 0; index < Math.min(old.length, now.length); index += 1) {
    const from = old[index]!;
    const to = now[index]!;
    if (!now.includes(from) && !old.includes(to)) renamed.push([from, to]);
  }
  const removed = old.filter((name) => !now.includes(name) && !renamed.some(([from]) => from === name));
  return { renamed, removed };
}

export const appointmentSettingsWords = {
  baysRange: `Enter a number of bays from 1 to ${MAX_BAYS}.`,
  bayNameRequired: "Name every bay, or remove the empty one.",
  bayNamesUnique: "Two bays have the same name.",
  reminderRange: `Enter a number of hours from 0 to ${MAX_REMINDER_HOURS} (0: no reminder).`,
  missedRange: `Enter a number of minutes from 5 to ${MAX_MISSED_AFTER_MINUTES}.`,
  bookingDaysRange: `Enter a number of days from 1 to ${MAX_BOOKING_DAYS_AHEAD}.`,
};
