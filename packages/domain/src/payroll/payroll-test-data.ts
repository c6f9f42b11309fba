// Shared by the payroll tests: wall-clock times in the shop's zone, and shifts made from them.
import type { WorkedShift } from "./workweek-hours";

export const NY = "America/New_York";
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

const wallFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: NY,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
const wallOf = (at: number) => {
  const p = Object.fromEntries(wallFormat.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

/** The instant of a wall-clock time in New York ("2026-11-02", 8, 30), whichever of EST or EDT holds then. */
export function ny(date: string, hour: number, minute = 0): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = `${date} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  for (const offset of [5, 4]) {
    const at = Date.UTC(y, m - 1, d, hour + offset, minute);
    if (wallOf(at) === wall) return at;
  }
  throw new RangeError(`No such wall time in New York: ${wall}`);
}

let next = 0;
/** A shift from a wall-clock start, lasting `hours` of real time, all paid. */
export function shift(date: string, startHour: number, hours: number): WorkedShift {
  next += 1;
  return { id: `shift-${String(next).padStart(4, "0")}`, clockedInAt: ny(date, startHour), paidMs: Math.round(hours * HOUR) };
}
