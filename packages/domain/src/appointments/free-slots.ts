// The free start times of a day, for the online booking page and the calendar's "next free time".
import { WEEKDAYS } from "../settings/general-settings";
import { weekdayOf } from "../dates/calendar-days";
import { SLOT_MINUTES } from "./appointment-duration";
import { checkFit, type ShopCalendar } from "./bay-capacity";
import { instantOf } from "./wall-clock";

const MINUTE = 60_000;

export interface FreeSlot {
  start: number;
  end: number;
}

/**
 * Every start on the 15-minute grid of a day ("YYYY-MM-DD"), counted from opening time, at which
 * an appointment of `durationMinutes` fits (checkFit: within hours, a bay free throughout).
 * Starts before `notBefore` (now, for the public page) are left out: nobody books the past.
 */
export function freeSlots(calendar: ShopCalendar, date: string, durationMinutes: number, notBefore?: number): FreeSlot[] {
  const hours = calendar.hours[WEEKDAYS[weekdayOf(date)]!];
  if (hours.closed || durationMinutes <= 0) return [];
  const opens = instantOf(date, hours.opens, calendar.timeZone);
  const closes = instantOf(date, hours.closes, calendar.timeZone);
  const length = durationMinutes * MINUTE;
  const slots: FreeSlot[] = [];
  for (let start = opens; start + length <= closes; start += SLOT_MINUTES * MINUTE) {
    if (notBefore !== undefined && start < notBefore) continue;
    const end = start + length;
    if (checkFit(calendar, { start, end }).ok) slots.push({ start, end });
  }
  return slots;
}
