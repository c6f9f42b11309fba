import { z } from "zod";
import { enumValues, VehicleType } from "../enums";
import { messages, optionalEmail, requiredPhone, requiredText, text } from "../validation";
import { pageQuerySchema } from "../api";
import { DEFAULT_COLOR_CODE, hexColorPattern } from "./color-name";
import { customerSortFields, VEHICLE_MIN_YEAR, vehicleYearFutureMessage, vehicleYearMessage } from "./customer-rules";

/** Model years run about a year ahead of the calendar; anything further is a typo. */
const latestModelYear = () => new Date().getFullYear() + 2;

const yearRules = {
  digits: (y: string) => /^\d{4}$/.test(y),
  notTooOld: (y: string) => Number(y) >= VEHICLE_MIN_YEAR,
  notTooNew: (y: string) => Number(y) <= latestModelYear(),
};

/**
 * A vehicle as the server takes it (docs/product.md §3 Vehicle): the type is what prices a sale, so
 * it is the one thing required; year, make and model may be left for later (the counter's quick
 * add, docs/product.md §2), and a year that is given must be a model year.
 */
export const vehicleInputSchema = z.object({
  type: z.enum(enumValues(VehicleType), { error: messages.required }),
  make: text("vehicle").default(""),
  model: text("vehicle").default(""),
  year: z
    .string()
    .trim()
    .refine((y) => y === "" || yearRules.digits(y), { error: vehicleYearMessage, abort: true })
    .refine((y) => y === "" || yearRules.notTooOld(y), { error: vehicleYearMessage, abort: true })
    .refine((y) => y === "" || yearRules.notTooNew(y), vehicleYearFutureMessage)
    .default(""),
  colorCode: z.string().regex(hexColorPattern, messages.required).default(DEFAULT_COLOR_CODE),
  /** Ignored on input: the server derives it from colorCode. */
  color: z.string().optional(),
  tag: text("plate").default(""),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

/** The Add New Vehicle and Edit Vehicle dialogs (docs/product.md §2 dialogs 1 and 2, §5 vehicle form): every field but the tag. */
export const vehicleFormSchema = vehicleInputSchema.extend({
  make: requiredText("vehicle"),
  model: requiredText("vehicle"),
  year: z
    .string({ error: messages.required })
    .trim()
    // abort: a blank year is only "required", not also "greater than 1995".
    .min(1, { error: messages.required, abort: true })
    .refine(yearRules.digits, { error: vehicleYearMessage, abort: true })
    .refine(yearRules.notTooOld, { error: vehicleYearMessage, abort: true })
    .refine(yearRules.notTooNew, vehicleYearFutureMessage),
});

// Field rules without defaults, so that the update schema can leave out what it does not change
// (zod applies a default even inside .partial()).
const alertFields = { email: z.boolean(), sms: z.boolean(), noReviewSms: z.boolean() };
const contactRules = {
  name: requiredText("name"),
  phone: requiredPhone(),
  email: optionalEmail(),
  address: text("address"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  note: text("note"),
  isVip: z.boolean(),
};

export const alertSchema = z.object({
  email: alertFields.email.default(false),
  sms: alertFields.sms.default(false),
  noReviewSms: alertFields.noReviewSms.default(false),
});

/** POST /api/customers {customer}: at least one vehicle (docs/product.md §4 customer save). */
export const customerCreateSchema = z.object({
  name: contactRules.name,
  phone: contactRules.phone,
  email: contactRules.email.default(""),
  address: contactRules.address.default(""),
  city: contactRules.city.default(""),
  state: contactRules.state.default(""),
  zip: contactRules.zip.default(""),
  note: contactRules.note.default(""),
  isVip: contactRules.isVip.default(false),
  alert: alertSchema.default({ email: false, sms: false, noReviewSms: false }),
  vehicles: z.array(vehicleInputSchema, { error: messages.vehicleBlank }).min(1, messages.vehicleBlank),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;

/**
 * PATCH /api/customers/:id {customer}: contact details, VIP and alerts; only the fields sent change.
 * Vehicles have their own routes; award points are earned through sales, not typed in.
 */
export const customerUpdateSchema = z
  .object({
    ...contactRules,
    alert: z.object(alertFields).partial(),
  })
  .partial();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/**
 * GET /api/customers: search across name, phone, e-mail and plate. One or two characters match the
 * start of the name; one to three digits the start of the phone (an area code); longer text matches
 * anywhere in the name, e-mail, plate and (four digits or more) the phone.
 */
export const customerListQuerySchema = pageQuerySchema.extend({
  search: text("search").default(""),
  vip: z.enum(["all", "vip", "regular"]).default("all"),
  sort: z.enum(customerSortFields).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
