// Calendar arithmetic on stored dates ("YYYY-MM-DD") in UTC, so no time zone or daylight saving
// change can move a day. The shop's "today" is worked out elsewhere (toStoredDate with its zone).

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a stored date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const fromUtc = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The UTC midnight of a day (month from 0; a day or month past the end rolls over). Not Date.UTC,
 * which reads years 0–99 as 1900–1999 and would move such a date by centuries.
 */
function utcMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return fromUtc(utcMs(y, m - 1, d) + days * DAY_MS);
}

/** Months later, on the same day of the month or the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(utcMs(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(utcMs(y, m - 1, d)).getUTCDay();
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((utcMs(ty, tm - 1, td) - utcMs(fy, fm - 1, fd)) / DAY_MS);
}
