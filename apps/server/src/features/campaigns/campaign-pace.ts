import { isInSendingWindow, SENDING_WINDOW } from "@washdesk/domain";
import { instantToWallTime, nextDate, wallTimeToInstant } from "../../platform/shop-clock";

/**
 * When each campaign message is due: at most `perMinute` a minute (the rate setting), and only in
 * the sending window of the shop's clock, so a campaign queued at 8:55 pm sends its first few
 * minutes' worth and the rest from 8 am. The outbox worker takes a message once it is due.
 */
export interface Pace {
  at: Date;
  /** Messages already due at `at`. */
  used: number;
  perMinute: number;
  timeZone: string;
}

/** The first instant of the sending window at or after `at`. */
export function windowOpeningAfter(at: Date, timeZone: string): Date {
  const wall = instantToWallTime(at, timeZone);
  if (isInSendingWindow(wall.slice(11, 16))) return at;
  const date = wall.slice(11, 16) >= SENDING_WINDOW.end ? nextDate(wall.slice(0, 10)) : wall.slice(0, 10);
  return wallTimeToInstant(`${date} ${SENDING_WINDOW.start}:00`, timeZone);
}

/** The due time of the next message, moving the pace on. */
export function nextSlot(pace: Pace): Date {
  if (pace.used >= pace.perMinute) {
    pace.at = new Date(pace.at.getTime() + 60_000);
    pace.used = 0;
  }
  const open = windowOpeningAfter(pace.at, pace.timeZone);
  if (open.getTime() !== pace.at.getTime()) {
    pace.at = open;
    pace.used = 0;
  }
  pace.used += 1;
  return pace.at;
}
