// The date-time picker gives the shop's wall-clock time ("YYYY-MM-DD HH:mm:ss"); the database keeps
// instants. These convert between the two in the shop's time zone (a system setting), so a purchase
// made "at 9 AM" reads 9 AM whichever zone the server or the browser runs in.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
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
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
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
 * "2026-03-05 14:07:00" in the zone → the instant. The offset is taken twice, so a time next to a
 * daylight-saving change gets the offset in force at that time; a time the clocks skip (02:30 on
 * the spring-forward night) moves forward by the gap, as a wall clock would show it.
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

/** The instants a calendar-date range covers in the zone: [start of `from`, start of the day after `to`). */
export function dayRange(from: string | undefined, to: string | undefined, timeZone: string): { start?: Date; end?: Date } {
  const range: { start?: Date; end?: Date } = {};
  if (from) range.start = wallTimeToInstant(`${from} 00:00:00`, timeZone);
  if (to) {
    const { year, month, day } = parseWall(to);
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    range.end = wallTimeToInstant(`${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())} 00:00:00`, timeZone);
  }
  return range;
}
