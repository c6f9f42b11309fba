// When automated messages go out (docs/product.md §4 Outbox): quiet hours and hourly caps. Plain
// values, no schema library: the outbox worker and the settings screen read the same rules.

/**
 * Where an outgoing message comes from, which decides whether quiet hours and the hourly caps hold it:
 * - "direct": a person sent it and the customer expects it now: a staff member's reply, a receipt
 *   or a quote sent from the counter or a sale. Never held: the customer is standing there.
 * - "automated": the shop's own rules sent it (after a sale, a reminder, a review request).
 * - "bulk": one message to many customers (marketing).
 */
export const MESSAGE_ORIGINS = ["direct", "automated", "bulk"] as const;
export type MessageOrigin = (typeof MESSAGE_ORIGINS)[number];

/** Whether quiet hours and the hourly caps apply: to every message nobody is waiting for. */
export function isAutomatedMessage(origin: MessageOrigin): boolean {
  return origin !== "direct";
}

/** Wall-clock times "HH:MM" in the shop's time zone; the end is the first minute messages go again. */
export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
}

export const defaultQuietHours: QuietHours = { enabled: false, start: "21:00", end: "08:00" };

/** The hourly caps of automated and bulk messages, per channel; null: no cap. */
export interface MessageCaps {
  emailsPerHour: number | null;
  textsPerHour: number | null;
}

export const noMessageCaps: MessageCaps = { emailsPerHour: null, textsPerHour: null };
export const MESSAGES_PER_HOUR_CAP_MAX = 100_000;

export const automatedMessageWords = {
  quietHours: "Quiet hours for automated messages",
  quietHoursHint: "Automated and bulk texts and e-mails queued in these hours wait and go out when they end. Receipts and replies a person sends go at once.",
  quietStart: "Quiet from",
  quietEnd: "Quiet until",
  sameStartAndEnd: "Quiet hours must start and end at different times.",
  emailsPerHour: "Automated e-mails per hour",
  textsPerHour: "Automated texts per hour",
  capsHint: "Beyond the cap, automated and bulk messages wait for the next hour; none is dropped. Leave empty for no cap.",
  noCap: "No cap",
  capRange: `Enter a whole number of messages from 1 to ${MESSAGES_PER_HOUR_CAP_MAX.toLocaleString("en-US")}, or leave it empty.`,
} as const;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a shop wall-clock time "HH:MM" falls in quiet hours: from the start (included) to the end
 * (excluded), across midnight when the start is later than the end (21:00 to 08:00).
 */
export function isQuietAt(quiet: QuietHours, wallTime: string): boolean {
  if (!quiet.enabled || quiet.start === quiet.end) return false;
  const now = minutesOf(wallTime);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The cap of a channel's automated messages in an hour, or null when it has none. */
export function hourlyCapOf(caps: MessageCaps, channel: "email" | "sms"): number | null {
  return channel === "email" ? caps.emailsPerHour : caps.textsPerHour;
}
