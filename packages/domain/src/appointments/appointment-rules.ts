// Limits and the words of appointment requests (zod-free: the calendar loads them at start-up).
import { AppointmentStatus } from "../enums/appointments";

/** A day view is one day, a week view seven; the calendar never reads more at once. */
export const MAX_CALENDAR_DAYS = 7;
/** The longest appointment: a full day's detail. */
export const MAX_APPOINTMENT_MINUTES = 12 * 60;
/** The most appointments one series makes (a year of weekly visits, and some). */
export const MAX_SERIES_COUNT = 60;

export const APPOINTMENT_STATUSES = [AppointmentStatus.Pending, AppointmentStatus.Completed, AppointmentStatus.Missed, AppointmentStatus.Cancelled] as const;

export const appointmentInputWords = {
  time: "Enter a time such as 10:30.",
  duration: `Enter a length in steps of 15 minutes, up to ${MAX_APPOINTMENT_MINUTES / 60} hours.`,
  customerRequired: "Choose a customer, or add one.",
  linesRequired: "Choose at least one service.",
  countRange: `Repeat from 1 to ${MAX_SERIES_COUNT} times.`,
  endRequired: "Choose how the series ends: after a number of appointments or on a date.",
  spanOrder: "The end date must be on or after the start date.",
  spanTooLong: `Show at most ${MAX_CALENDAR_DAYS} days at once.`,
};
