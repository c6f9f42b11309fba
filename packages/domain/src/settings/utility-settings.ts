import { z } from "zod";

/**
 * The shop's utility settings a manager changes on System Settings (stored beside the name, time zone
 * and currency under the settings key "utility").
 * - blindClose: whoever may not edit registers counts the drawer without seeing the expected cash;
 *   the over/short shows after the count, to managers only.
 */
export const utilitySettingsSchema = z.object({ blindClose: z.boolean() });
export type UtilitySettings = z.infer<typeof utilitySettingsSchema>;

/** PATCH /api/settings/utility: only the fields sent change. */
export const utilitySettingsUpdateSchema = utilitySettingsSchema.partial();
export type UtilitySettingsUpdate = z.input<typeof utilitySettingsUpdateSchema>;

export const defaultUtilitySettings: UtilitySettings = { blindClose: false };
