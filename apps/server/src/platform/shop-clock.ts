// The shop's clock: what "today", "this business day" and a day's bounds mean, always in the shop's
// own time zone (a system setting), never the server's. Money rows carry the shop's calendar day
// ("YYYY-MM-DD"); the date-time picker gives the shop's wall-clock time ("YYYY-MM-DD HH:mm:ss");
// the database keeps instants. Everything here converts between the three, safe across the
// daylight-saving changes (a day can last 23 or 25 hours).

const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

/**
 * The shop's calendar day at an instant, "YYYY-MM-DD" ("today" at the counter, the business date
 * of a money row). Every money move asks, and formatting in a time zone costs more than the rest of
 * a sale's arithmetic: one formatter is kept per time zone, with its answer for the latest minute
 * asked (a day starts on a minute boundary in every time zone in use).
 */
export function businessDateAt(at: Date, timeZone: string): string {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  const minute = Math.floor(time / 60_000);
  let cached = dayFormats.get(timeZone);
  if (!cached) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    cached = { format, minute: Number.NaN, day: "" };
    dayFormats.set(timeZone, cached);
  }
  if (cached.minute !== minute) {
    cached.day = cached.format.format(at);
    cached.minute = minute;
  }
  return cached.day;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallPartsAt(instant: number, timeZone: string): WallParts {
  const parts = wallFormatFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

const asUtc = (p: WallParts) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);

/** How far the zone's clock is ahead of UTC at an instant, in ms (New York in winter: −5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return asUtc(wallPartsAt(whole, timeZone)) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function parseWall(wall: string): WallParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(wall);
  if (!match) throw new RangeError(`Not a wall-clock time: ${wall}`);
  const [, year = "0", month = "0", day = "0", hour = "0", minute = "0", second = "0"] = match;
  return { year: +year, month: +month, day: +day, hour: +hour, minute: +minute, second: +second };
}

/**
 * "2026-03-05 14:07:00" (or a bare "2026-03-05", its midnight) on the zone's clock → the instant.
 * The offset is taken twice, so a time next to a daylight-saving change gets the offset in force at
 * that time; a time the clocks skip (02:30 on the spring-forward night) moves forward by the gap, as
 * a wall clock would show it.
 */
export function wallTimeToInstant(wall: string, timeZone: string): Date {
  const guess = asUtc(parseWall(wall));
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  const shows = (instant: number) => asUtc(wallPartsAt(instant, timeZone)) === guess;
  if (shows(second)) return new Date(second);
  if (shows(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

/** An instant → "YYYY-MM-DD HH:mm:ss" on the zone's clock. */
export function instantToWallTime(instant: Date, timeZone: string): string {
  const p = wallPartsAt(instant.getTime(), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The calendar day after "YYYY-MM-DD" (no zone: a calendar has no daylight saving). */
export function nextDate(date: string): string {
  const { year, month, day } = parseWall(date);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The first instant of a shop day: its midnight, or the first time its clock shows when midnight is skipped. */
export function dayStart(date: string, timeZone: string): Date {
  return wallTimeToInstant(`${date} 00:00:00`, timeZone);
}

/** The end of a shop day, exclusive: the first instant of the next day (23 or 25 hours on after a change). */
export function dayEnd(date: string, timeZone: string): Date {
  return dayStart(nextDate(date), timeZone);
}

/** The instants a calendar-date range covers in the zone: [start of `from`, end of `to`); an open side stays open. */
export function dayRange(from: string | undefined, to: string | undefined, timeZone: string): { start?: Date; end?: Date } {
  const range: { start?: Date; end?: Date } = {};
  if (from) range.start = dayStart(from, timeZone);
  if (to) range.end = dayEnd(to, timeZone);
  return range;
}
