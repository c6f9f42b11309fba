// Wall-clock times of the shop ("YYYY-MM-DD" and "HH:MM" in its IANA time zone) turned into
// instants (epoch milliseconds) and back, with Intl only: the domain has no time-zone library.

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A day and a time on the shop's clock. */
export interface WallClock {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The shop's date and time at an instant (to the minute). */
export function wallClockAt(at: number, timeZone: string): WallClock {
  const p = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

function wallParts(date: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError(`Not a wall-clock time: ${date} ${time}`);
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

/** The wall clock at an instant read as if it were UTC; minus the instant, that is the zone's offset then. */
const asUtc = (at: number, timeZone: string) => {
  const wall = wallClockAt(at, timeZone);
  return wallParts(wall.date, wall.time);
};

/**
 * The instant of a wall-clock time in a zone. Two daylight-saving cases have no single answer:
 * - a time skipped when clocks spring forward (02:30 on 8 March 2026 in New York) moves forward
 *   to the first time that exists (03:00): a customer booked "at 2:30" is expected right after the jump;
 * - a time that happens twice when clocks fall back (01:30 on 1 November 2026) is the first
 *   (earlier) one, the one that comes first on everyone's clock.
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const naive = wallParts(date, time);
  // The zone's offsets a day either side cover any change on this day.
  const before = asUtc(naive - DAY, timeZone) - (naive - DAY);
  const after = asUtc(naive + DAY, timeZone) - (naive + DAY);
  const candidates = [naive - before, naive - after].filter((at) => asUtc(at, timeZone) === naive).sort((a, b) => a - b);
  if (candidates[0] !== undefined) return candidates[0];
  // Skipped: find the first minute whose wall clock is at or past the time asked for.
  let low = naive - Math.max(before, after);
  let high = naive - Math.min(before, after);
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (asUtc(middle, timeZone) >= naive) high = middle;
    else low = middle;
  }
  return high;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "10:30 AM" on the shop's clock. */
export function formatShopTime(at: number, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true });
    timeFormats.set(timeZone, format);
  }
  // Some Intl versions put a narrow no-break space before AM/PM; the words use a plain space.
  return format.format(new Date(at)).replace(/\s/g, " ");
}

/** "14:00" → "2:00 PM", for business hours kept as wall-clock text. */
export function formatWallTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * An appointment's start as customers read it, from its day and time on the shop's clock:
 * "2026-12-05", "10:30" → "Sat 05 Dec, 2026 at 10:30 AM" (the template variable appointmentTime).
 */
export function formatAppointmentWhen(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAY_SHORT[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return `${weekday} ${String(day).padStart(2, "0")} ${MONTH_SHORT[month - 1]!}, ${year} at ${formatWallTime(time)}`;
}
