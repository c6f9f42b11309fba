import { z } from "zod";

/** Receipt texts and e-mails one person may send in an hour, unless the shop sets another number. */
export const DEFAULT_RECEIPT_MESSAGES_PER_HOUR = 30;
export const RECEIPT_MESSAGES_PER_HOUR_MAX = 1000;

export const receiptMessagesPerHourMessage = `Enter a whole number of messages from 1 to ${RECEIPT_MESSAGES_PER_HOUR_MAX}.`;

/**
 * The shop's utility settings a manager changes on System Settings (stored beside the name, time zone
 * and currency under the settings key "utility").
 * - blindClose: whoever may not edit registers counts the drawer without seeing the expected cash;
 *   the over/short shows after the count, to managers only.
 * - receiptMessagesPerHour: receipts by text or e-mail are paid messages; each person sends at most
 *   this many in any hour, so a stolen or careless counter session cannot run up the bill.
 */
export const utilitySettingsSchema = z.object({
  blindClose: z.boolean(),
  receiptMessagesPerHour: z
    .number({ error: receiptMessagesPerHourMessage })
    .int({ error: receiptMessagesPerHourMessage })
    .min(1, { error: receiptMessagesPerHourMessage })
    .max(RECEIPT_MESSAGES_PER_HOUR_MAX, { error: receiptMessagesPerHourMessage }),
});
export type UtilitySettings = z.infer<typeof utilitySettingsSchema>;

/** PATCH /api/settings/utility: only the fields sent change. */
export const utilitySettingsUpdateSchema = utilitySettingsSchema.partial();
export type UtilitySettingsUpdate = z.input<typeof utilitySettingsUpdateSchema>;

export const defaultUtilitySettings: UtilitySettings = { blindClose: false, receiptMessagesPerHour: DEFAULT_RECEIPT_MESSAGES_PER_HOUR };
