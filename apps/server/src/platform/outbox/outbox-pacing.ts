import { hourlyCapOf, isInSendingWindow, isQuietAt, type MessageCaps, type QuietHours } from "@washdesk/domain";
import { instantToWallTime } from "../shop-clock";

/** The shop's rules of when automated and bulk messages go (System Settings › Utility), read on each run. */
export interface MessagePacing {
  timeZone: string;
  quietHours: QuietHours;
  caps: MessageCaps;
}

/** What one claim may take of the automated and bulk messages due. */
export interface AutomatedGate {
  /** False in quiet hours: they stay queued, and the first run after the end takes them. */
  open: boolean;
  /** False outside 8 am to 9 pm of the shop's clock: bulk messages (campaigns) wait, whatever quiet hours say. */
  bulkOpen: boolean;
  /** Where the current hour of the shop's clock began: a cap counts the messages taken since. */
  hourStart: Date;
  /** The cap of each channel that has one. */
  perHour: ReadonlyMap<string, number>;
}

export const CHANNELS = ["email", "sms"] as const;

/**
 * The gate at an instant. The hour is the shop's wall-clock hour (a zone half an hour off UTC has
 * its hours start at :30 UTC); across a daylight-saving change the wall clock decides, so quiet
 * hours end at the time the shop's clocks show, not an hour early or late.
 */
export function automatedGateAt(now: Date, pacing: MessagePacing): AutomatedGate {
  const wall = instantToWallTime(now, pacing.timeZone);
  const minute = Number(wall.slice(14, 16));
  const second = Number(wall.slice(17, 19));
  const hourStart = new Date(now.getTime() - ((minute * 60 + second) * 1000 + (now.getTime() % 1000)));
  const perHour = new Map<string, number>();
  for (const channel of CHANNELS) {
    const cap = hourlyCapOf(pacing.caps, channel);
    if (cap !== null) perHour.set(channel, cap);
  }
  const time = wall.slice(11, 16);
  return { open: !isQuietAt(pacing.quietHours, time), bulkOpen: isInSendingWindow(time), hourStart, perHour };
}
