import { z } from "zod";
import { messages, requiredText } from "../validation";
import { PASSWORD_MIN_LENGTH } from "./credential-rules";
import { WEEKDAYS } from "../settings/general-settings";
import { quietHoursSchema } from "../settings/utility-settings";
import { PIN_PATTERN } from "../employees/employee-rules";
import { employeeMessages } from "../employees/employee-messages";

/** POST /api/auth/login */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, messages.required).email(messages.email),
  password: z.string().min(1, messages.required),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The permission tree of docs/product.md §6: nested boolean flags addressed by dotted paths. */
  permission: z.record(z.string(), z.unknown()),
  isDev: z.boolean(),
  isOwner: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  status: z.number().int(),
  hasPin: z.boolean(),
  group: groupSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Shop-wide settings the screens need at hand (docs/product.md §3 session store "utility"). */
export const utilitySchema = z.object({
  businessName: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /** The day a week starts on in weekly views and reports ("monday"). */
  workweekStart: z.enum(WEEKDAYS),
  /** Drawers are counted blind (System Settings › Utility): the close dialog asks for the count only. */
  blindClose: z.boolean(),
  /** Cash may be taken with no register open (System Settings › Payment profile). */
  cashOutsideRegister: z.boolean(),
  /** When automated and bulk messages wait (System Settings › Utility). */
  quietHours: quietHoursSchema,
});
export type Utility = z.infer<typeof utilitySchema>;

/** The shop's public face (docs/product.md §3 session store "website"). */
export const websiteSchema = z.object({
  url: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  /** The logo's public address (GET /api/shop/logo/:id), or "" when the shop has none. */
  logoUrl: z.string(),
  /** Printed above and below every receipt's lines. */
  receiptHeader: z.string(),
  receiptFooter: z.string(),
  /** Where customers leave a review. */
  reviewUrl: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

/** GET /api/session body, and the `session` part of a login answer. */
export const sessionDataSchema = z.object({
  user: sessionUserSchema,
  utility: utilitySchema,
  website: websiteSchema,
  registerIsOpened: z.boolean(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  session: sessionDataSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** PATCH /api/profile */
export const profileUpdateSchema = z.object({
  firstName: requiredText("personName"),
  lastName: requiredText("personName"),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/profile/password */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, messages.required),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Minimum ${PASSWORD_MIN_LENGTH} characters!`),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/profile/pin: a PIN is 4 to 6 digits (docs/product.md §5), confirmed with the current password. */
export const changePinSchema = z.object({
  currentPassword: z.string().min(1, messages.required),
  pin: z.string().regex(PIN_PATTERN, employeeMessages.pin),
});
export type ChangePin = z.infer<typeof changePinSchema>;
