import { formatDisplayDate, formatLT, toStoredDate } from "@washdesk/domain";
import dayjs from "dayjs";

/** An instant as the shop's wall-clock "YYYY-MM-DD HH:mm:ss" (the stored date-time format of docs/product.md §9). */
export function shopDateTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * The shop's wall-clock "YYYY-MM-DD HH:mm:ss" as an ISO instant (shopDateTime undone): filters typed
 * on the shop's clock, as lists show times, ask the server in instants.
 */
export function shopInstant(wallClock: string, timeZone: string | undefined): string {
  const [date = "", time = "00:00:00"] = wallClock.split(" ");
  const asUtc = Date.parse(`${date}T${time}Z`);
  if (Number.isNaN(asUtc)) return "";
  // The zone's offset at that moment: what the shop's clock reads when UTC reads the wall-clock time.
  const [shownDate, shownTime] = shopDateTime(new Date(asUtc).toISOString(), timeZone).split(" ");
  const shown = Date.parse(`${shownDate}T${shownTime}Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString();
}

/** "05 Mar, 2024 2:07 PM" in the shop's time zone: receipts and lists read the shop's clock, not the browser's. */
export function formatDateTimeAt(iso: string, timeZone: string | undefined): string {
  const stored = shopDateTime(iso, timeZone);
  if (!stored) return "";
  return `${formatDisplayDate(stored.slice(0, 10))} ${formatLT(stored)}`;
}

/** "2:07 PM" (LT) for an instant, in the shop's time zone. */
export function formatTimeAt(iso: string, timeZone: string | undefined): string {
  return formatLT(shopDateTime(iso, timeZone));
}

/** "05 Mar, 2024" for an instant, in the shop's time zone. */
export function formatDateAt(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDisplayDate(toStoredDate(date, timeZone));
}

/** The shop's current month as stored dates: the lists' default range. */
export function thisMonth(timeZone: string | undefined, now = new Date()): { from: string; to: string } {
  const today = toStoredDate(now, timeZone);
  const first = `${today.slice(0, 8)}01`;
  return { from: first, to: dayjs(first).endOf("month").format("YYYY-MM-DD") };
}

/** The shop's today, for "a void only on the sale's own business day". */
export const shopToday = (timeZone: string | undefined, now = new Date()) => toStoredDate(now, timeZone);
