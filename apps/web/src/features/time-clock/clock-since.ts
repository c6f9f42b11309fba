import { clockSinceWords, toStoredDate, type ClockPerson } from "@washdesk/domain";
import { formatTimeAt } from "../../components/shop-dates";

/** The shop's day of the board's answer: the kiosk counts "today" on the server's clock, as it punches. */
export const boardToday = (serverTime: string | undefined, timeZone: string | undefined) =>
  toStoredDate(serverTime ? new Date(serverTime) : new Date(), timeZone);

/** "On the clock since 7:30 AM", with the day when the shift or break began before today (docs/product.md §2 /timeClock). */
export function clockSinceText(person: ClockPerson, today: string, timeZone: string | undefined): string {
  const since = person.breakStartedAt ?? person.clockedInAt;
  return clockSinceWords(person.state, since ? { date: toStoredDate(new Date(since), timeZone), time: formatTimeAt(since, timeZone) } : null, today);
}
