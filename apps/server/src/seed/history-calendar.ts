import { addDays } from "@washdesk/domain";
import { wallTimeToInstant } from "../platform/shop-clock";

// The shape of a car wash's years: which days it opens, its hours, how busy each day is and when in
// the day the cars come. Pure, so the history seed's calendar is tested on its own.

/** One day the shop opened, on its own calendar, with its hours as instants. */
export interface OpenDay {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  opens: Date;
  closes: Date;
  /** How many sales it rang up. */
  sales: number;
}

/** Opening hours by weekday (Sunday first), in the shop's wall-clock hours. */
export const OPENING_HOURS: readonly (readonly [opens: number, closes: number])[] = [
  [9, 17],
  [8, 19],
  [8, 19],
  [8, 19],
  [8, 19],
  [8, 19],
  [8, 18],
];

/** Cars per weekday against an average day: Saturday is the big one, Monday the quiet one. */
const WEEKDAY_FACTOR = [1.15, 0.75, 0.8, 0.85, 0.95, 1.15, 1.5];
/** By month: spring pollen and summer trips, salt in late winter, the holidays in December. */
const MONTH_FACTOR = [0.85, 0.9, 1.1, 1.15, 1.1, 1.05, 1.0, 1.0, 0.95, 1.0, 0.9, 0.95];
/** Cars per opening hour on weekdays (the lunch hour and after work) and on weekends (late morning). */
const WEEKDAY_HOURS = [0.5, 0.7, 0.9, 1.0, 1.2, 1.0, 0.9, 1.0, 1.3, 1.4, 0.9];
const WEEKEND_HOURS = [0.6, 1.0, 1.3, 1.5, 1.5, 1.4, 1.2, 1.0, 0.8, 0.5, 0.4];

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** New Year's Day, Thanksgiving (fourth Thursday of November) and Christmas Day. */
export function isHoliday(date: string): boolean {
  const monthDay = date.slice(5);
  if (monthDay === "01-01" || monthDay === "12-25") return true;
  const day = Number(date.slice(8));
  return monthDay.startsWith("11-") && weekdayOf(date) === 4 && day >= 22 && day <= 28;
}

/**
 * The days the shop opened from `from` to `to` (inclusive), with `total` sales shared among them by
 * weight: weekday, season, growth of about 12% a year, rain (fewer cars) and the day after rain or
 * snow (more), and day-to-day noise. The shares are whole numbers summing to `total` exactly.
 */
export function openDays(from: string, to: string, total: number, timeZone: string, random: () => number): OpenDay[] {
  const days: Omit<OpenDay, "sales">[] = [];
  const weights: number[] = [];
  let afterWeather = false;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isHoliday(date)) continue;
    const weekday = weekdayOf(date);
    const [opens, closes] = OPENING_HOURS[weekday]!;
    const month = Number(date.slice(5, 7)) - 1;
    const winter = month === 11 || month <= 1;
    const rain = random() < 0.12;
    const snow = winter && random() < 0.08;
    let weight = WEEKDAY_FACTOR[weekday]! * MONTH_FACTOR[month]! * (1 + (0.12 * (Date.parse(date) - Date.parse(from))) / 86_400_000 / 365);
    weight *= rain || snow ? 0.45 : afterWeather ? (winter ? 1.6 : 1.25) : 1;
    weight *= 0.9 + 0.2 * random();
    afterWeather = rain || snow;
    days.push({
      date,
      weekday,
      opens: wallTimeToInstant(`${date} ${String(opens).padStart(2, "0")}:00:00`, timeZone),
      closes: wallTimeToInstant(`${date} ${String(closes).padStart(2, "0")}:00:00`, timeZone),
    });
    weights.push(weight);
  }
  const counts = shares(total, weights);
  return days.map((day, i) => ({ ...day, sales: counts[i]! }));
}

/** `total` shared by weight in whole numbers (largest remainders), summing to `total`. */
export function shares(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts;
}

/**
 * `count` moments of a day's opening hours, in order: busier hours get more cars (weekday lunch and
 * after work, weekend late morning), each within its hour at a random second.
 */
export function saleTimes(day: Omit<OpenDay, "sales">, count: number, random: () => number): Date[] {
  const hours = Math.round((day.closes.getTime() - day.opens.getTime()) / 3_600_000);
  const profile = (day.weekday === 0 || day.weekday === 6 ? WEEKEND_HOURS : WEEKDAY_HOURS).slice(0, hours);
  const cumulative: number[] = [];
  profile.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const all = cumulative.at(-1) ?? 1;
  const start = day.opens.getTime();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = random() * all;
    let hour = 0;
    while (hour < cumulative.length - 1 && cumulative[hour]! < r) hour++;
    times.push(start + hour * 3_600_000 + Math.floor(random() * 3_600) * 1000);
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}
