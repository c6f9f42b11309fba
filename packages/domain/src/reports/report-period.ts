import { addDays, addMonths, daysBetween, weekdayOf } from "../dates/calendar-days";

// The periods a report covers: calendar arithmetic on business dates ("YYYY-MM-DD", the shop's own
// days), done in UTC so no time zone or daylight-saving change can move a day.

export const reportPresets = ["today", "yesterday", "thisWeek", "lastWeek", "thisMonth", "lastMonth", "thisYear", "lastYear", "custom"] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const reportPresetLabels: Record<ReportPreset, string> = {
  today: "Today",
  yesterday: "Yesterday",
  thisWeek: "This week",
  lastWeek: "Last week",
  thisMonth: "This month",
  lastMonth: "Last month",
  thisYear: "This year",
  lastYear: "Last year",
  custom: "Custom",
};

export interface ReportPeriod {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both counted: a one-day period is 1. */
export const daysIn = (period: ReportPeriod) => daysBetween(period.from, period.to) + 1;

/** Every day of a period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => addDays(addMonths(monthStart(date), 1), -1);

/** The first day of the week holding `date`, weeks starting on `weekStartsOn` (0 Sunday). */
export const weekStart = (date: string, weekStartsOn = 0) => addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));

/** The period of a preset, seen from `today` (the shop's business date). Custom has none. */
export function presetPeriod(preset: Exclude<ReportPreset, "custom">, today: string, weekStartsOn = 0): ReportPeriod {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case "thisWeek":
      return { from: weekStart(today, weekStartsOn), to: today };
    case "lastWeek": {
      const from = addDays(weekStart(today, weekStartsOn), -7);
      return { from, to: addDays(from, 6) };
    }
    case "thisMonth":
      return { from: monthStart(today), to: today };
    case "lastMonth": {
      const from = addMonths(monthStart(today), -1);
      return { from, to: monthEnd(from) };
    }
    case "thisYear":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "lastYear": {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
}

/** The same weekday a week earlier: the dashboard's "today against last week". */
export const sameDayLastWeek = (date: string) => addDays(date, -7);

/** Last month from its first day to the same day of the month (or its last day when shorter). */
export function lastMonthToSameDay(today: string): ReportPeriod {
  const from = addMonths(monthStart(today), -1);
  return { from, to: addMonths(today, -1) };
}

/** The twelve months ending with the month of `today`, each as its first and last day (the last one up to today). */
export function twelveMonths(today: string): ReportPeriod[] {
  const first = addMonths(monthStart(today), -11);
  return Array.from({ length: 12 }, (_, i) => {
    const from = addMonths(first, i);
    const to = i === 11 ? today : monthEnd(from);
    return { from, to };
  });
}

/** A period a year earlier, day for day (29 February becomes 28). */
export const yearBefore = (period: ReportPeriod): ReportPeriod => ({ from: addMonths(period.from, -12), to: addMonths(period.to, -12) });
