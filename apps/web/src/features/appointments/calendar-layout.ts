import { AppointmentStatus, SLOT_MINUTES, type AppointmentCalendar, type AppointmentItem } from "@washdesk/domain";
import dayjs from "dayjs";

// Where each appointment sits on the calendar: a column per bay (per day in the week view), a row
// per 15 minutes of the day's business hours. Pure, so it is tested without drawing anything.

/** One column of the grid: a bay on a date, or a column of its own for appointments held in no bay that did not fit beside the others. */
export interface CalendarColumn {
  key: string;
  date: string;
  /** The bay's name, or null for an extra column. */
  bay: string | null;
  label: string;
}

export interface PlacedBlock {
  item: AppointmentItem;
  column: number;
  /** The first 15-minute row it covers, from the grid's start. */
  row: number;
  rows: number;
}

export interface CalendarLayout {
  /** The grid's first and last minute of the day (business hours of the span, widened for appointments outside them). */
  startMinutes: number;
  endMinutes: number;
  rows: number;
  columns: CalendarColumn[];
  blocks: PlacedBlock[];
}

const DEFAULT_OPENS = 8 * 60;
const DEFAULT_CLOSES = 18 * 60;
const DAY_MINUTES = 24 * 60;

export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** "HH:MM" of a minute of the day. */
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The days a view shows: the date itself, or its week from Sunday. */
export function viewDates(view: "day" | "week", date: string): string[] {
  if (view === "day") return [date];
  const first = dayjs(date).subtract(dayjs(date).day(), "day");
  return Array.from({ length: 7 }, (_, index) => first.add(index, "day").format("YYYY-MM-DD"));
}

const endMinutesOf = (item: AppointmentItem) => Math.min(DAY_MINUTES, minutesOf(item.time) + item.durationMinutes);
const takesBay = (item: AppointmentItem) => item.status !== AppointmentStatus.Cancelled;

export function calendarLayout(calendar: AppointmentCalendar, dates: readonly string[]): CalendarLayout {
  const shown = calendar.appointments.filter((item) => dates.includes(item.date));
  const open = calendar.days.filter((day) => dates.includes(day.date) && !day.closed);
  const starts = [...open.map((day) => minutesOf(day.opens)), ...shown.map((item) => minutesOf(item.time))];
  const ends = [...open.map((day) => minutesOf(day.closes)), ...shown.map(endMinutesOf)];
  let startMinutes = starts.length > 0 ? Math.min(...starts) : DEFAULT_OPENS;
  let endMinutes = ends.length > 0 ? Math.max(...ends) : DEFAULT_CLOSES;
  startMinutes = Math.floor(startMinutes / SLOT_MINUTES) * SLOT_MINUTES;
  endMinutes = Math.max(startMinutes + SLOT_MINUTES, Math.ceil(endMinutes / SLOT_MINUTES) * SLOT_MINUTES);

  const columns: CalendarColumn[] = [];
  const blocks: PlacedBlock[] = [];
  for (const date of dates) {
    const dayColumns = calendar.bays.map((bay) => ({ key: `${date}|${bay}`, date, bay: bay as string | null, label: bay }));
    const taken: [number, number][][] = dayColumns.map(() => []);
    const free = (column: number, from: number, to: number) => (taken[column] ?? []).every(([start, end]) => end <= from || start >= to);
    const ordered = shown
      .filter((item) => item.date === date)
      .sort(
        (a, b) =>
          Number(takesBay(b)) - Number(takesBay(a)) ||
          Number(b.bay !== null && calendar.bays.includes(b.bay)) - Number(a.bay !== null && calendar.bays.includes(a.bay)) ||
          a.time.localeCompare(b.time),
      );
    for (const item of ordered) {
      const from = minutesOf(item.time);
      const to = Math.max(from + SLOT_MINUTES, endMinutesOf(item));
      const own = item.bay === null ? -1 : calendar.bays.indexOf(item.bay);
      let column = own >= 0 && free(own, from, to) ? own : dayColumns.findIndex((_, index) => free(index, from, to));
      if (column < 0) {
        dayColumns.push({ key: `${date}|more-${dayColumns.length}`, date, bay: null, label: "No bay" });
        taken.push([]);
        column = dayColumns.length - 1;
      }
      taken[column]?.push([from, to]);
      blocks.push({
        item,
        column: columns.length + column,
        row: Math.floor((from - startMinutes) / SLOT_MINUTES),
        rows: Math.max(1, Math.ceil((Math.min(to, endMinutes) - from) / SLOT_MINUTES)),
      });
    }
    columns.push(...dayColumns);
  }
  return { startMinutes, endMinutes, rows: (endMinutes - startMinutes) / SLOT_MINUTES, columns, blocks };
}
