import { z } from "zod";
import { messages, optionalEmail, phone, requiredText, text, website } from "../validation";
import { generalSettingsWords, isTimeZone, SHOP_CURRENCY, WEEKDAYS, type BusinessHours, type Weekday } from "./general-settings";
import { setByServerSchema } from "./secret-setting-schema";

const clockTime = () => z.string({ error: generalSettingsWords.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: generalSettingsWords.time });

const dayHoursSchema = z
  .object({ closed: z.boolean(), opens: clockTime(), closes: clockTime() })
  .refine((day) => day.closed || day.closes > day.opens, { error: generalSettingsWords.closesBeforeOpens, path: ["closes"] });

export const businessHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
) as z.ZodType<BusinessHours, BusinessHours>;

export const weekdaySchema = z.enum(WEEKDAYS, { error: messages.required });

/** The fields a person edits, each with the words of docs/product.md §5 where a rule there applies. */
const generalFields = {
  businessName: requiredText("name"),
  address: text("address"),
  phone: phone(),
  email: optionalEmail(),
  website: website(),
  timeZone: z.string({ error: generalSettingsWords.timeZone }).refine(isTimeZone, { error: generalSettingsWords.timeZone }),
  currency: z.literal(SHOP_CURRENCY, { error: generalSettingsWords.currency }),
  businessHours: businessHoursSchema,
  workweekStart: weekdaySchema,
  receiptHeader: text("reason"),
  receiptFooter: text("reason"),
  reviewUrl: website(),
};

/** GET /api/settings/general: the section, with which fields the server's environment sets. */
export const generalSettingsSchema = z.object({
  ...generalFields,
  logoUrl: z.string(),
  setByServer: setByServerSchema,
});

/**
 * PATCH /api/settings/general: the fields sent change. `logo` is the address an upload answered
 * (POST /api/aws/files with path /images/logo), or null to remove the logo.
 */
export const generalSettingsUpdateSchema = z
  .object({
    ...generalFields,
    logo: z.string().max(2000).nullable(),
  })
  .partial();
export type GeneralSettingsUpdate = z.input<typeof generalSettingsUpdateSchema>;
