import { z } from "zod";
import { automatedMessageWords, defaultQuietHours, MESSAGES_PER_HOUR_CAP_MAX, noMessageCaps } from "./automated-messages";
import { generalSettingsWords } from "./general-settings";
import { DEFAULT_EDIT_WINDOW_DAYS, DEFAULT_OPEN_SHIFT_LIMIT_HOURS, ROUNDING_CHOICES } from "../time-clock/time-clock-rules";

/** Receipt texts and e-mails one person may send in an hour, unless the shop sets another number. */
export const DEFAULT_RECEIPT_MESSAGES_PER_HOUR = 30;
export const RECEIPT_MESSAGES_PER_HOUR_MAX = 1000;

export const receiptMessagesPerHourMessage = `Enter a whole number of messages from 1 to ${RECEIPT_MESSAGES_PER_HOUR_MAX}.`;

const clockTime = () => z.string({ error: generalSettingsWords.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: generalSettingsWords.time });

/** Quiet hours may span midnight (21:00 to 08:00); a start equal to the end would be no hours at all. */
export const quietHoursSchema = z
  .object({ enabled: z.boolean(), start: clockTime(), end: clockTime() })
  .refine((quiet) => quiet.start !== quiet.end, { error: automatedMessageWords.sameStartAndEnd, path: ["end"] });

const hourlyCap = () =>
  z
    .number({ error: automatedMessageWords.capRange })
    .int({ error: automatedMessageWords.capRange })
    .min(1, { error: automatedMessageWords.capRange })
    .max(MESSAGES_PER_HOUR_CAP_MAX, { error: automatedMessageWords.capRange })
    .nullable();
const wholeBetween = (min: number, max: number, what: string) => {
  const message = `Enter a whole number of ${what} from ${min} to ${max}.`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** The time clock's part of the utility settings (docs/product.md §2 /timeClock/list). */
export const timeClockSettingsSchema = z.object({
  editWindowDays: wholeBetween(1, 366, "days"),
  openShiftLimitHours: wholeBetween(1, 24, "hours"),
  roundingMinutes: z.union(
    ROUNDING_CHOICES.map((m) => z.literal(m)),
    { error: "Choose none, 5, 6 or 15 minutes." },
  ),
});
export type TimeClockSettings = z.infer<typeof timeClockSettingsSchema>;
export const defaultTimeClockSettings: TimeClockSettings = {
  editWindowDays: DEFAULT_EDIT_WINDOW_DAYS,
  openShiftLimitHours: DEFAULT_OPEN_SHIFT_LIMIT_HOURS,
  roundingMinutes: 0,
};

/**
 * The shop's utility settings a manager changes on System Settings (stored beside the name, time zone
 * and currency under the settings key "utility").
 * - blindClose: whoever may not edit registers counts the drawer without seeing the expected cash;
 *   the over/short shows after the count, to managers only.
 * - receiptMessagesPerHour: receipts by text or e-mail are paid messages; each person sends at most
 *   this many in any hour, so a stolen or careless counter session cannot run up the bill.
 * - quietHours: automated and bulk messages queued in them wait until they end (automated-messages.ts).
 * - emailsPerHour, textsPerHour: the most automated and bulk messages of a channel handed to the
 *   provider in one hour of the shop's clock; the rest wait for the next hour.
 * - timeClock: how many days back a manager may change a shift, how long a shift may stay open
 *   before it is flagged for a manager to close, and the rounding of punches for paid time.
 */
export const utilitySettingsSchema = z.object({
  blindClose: z.boolean(),
  receiptMessagesPerHour: z
    .number({ error: receiptMessagesPerHourMessage })
    .int({ error: receiptMessagesPerHourMessage })
    .min(1, { error: receiptMessagesPerHourMessage })
    .max(RECEIPT_MESSAGES_PER_HOUR_MAX, { error: receiptMessagesPerHourMessage }),
  quietHours: quietHoursSchema,
  emailsPerHour: hourlyCap(),
  textsPerHour: hourlyCap(),
  timeClock: timeClockSettingsSchema,
});
export type UtilitySettings = z.infer<typeof utilitySettingsSchema>;

/** PATCH /api/settings/utility: only the fields sent change. */
export const utilitySettingsUpdateSchema = utilitySettingsSchema.partial();
export type UtilitySettingsUpdate = z.input<typeof utilitySettingsUpdateSchema>;

export const defaultUtilitySettings: UtilitySettings = {
  blindClose: false,
  receiptMessagesPerHour: DEFAULT_RECEIPT_MESSAGES_PER_HOUR,
  quietHours: defaultQuietHours,
  emailsPerHour: noMessageCaps.emailsPerHour,
  textsPerHour: noMessageCaps.textsPerHour,
  timeClock: defaultTimeClockSettings,
};
