import { z } from "zod";
import { enumValues, VehicleType } from "../enums";
import { messages, normalizePhone, requiredText, text } from "../validation";
import { MAKE_SEARCH_MIN_LENGTH, makeSearchMessage, modelSources } from "./customer-rules";

// What the customers routes answer (inside the envelope's body). The server serializes through
// these schemas, so a field that is not here never leaves it.

export const vehicleSchema = z.object({
  id: z.string(),
  type: z.enum(enumValues(VehicleType)),
  make: z.string(),
  model: z.string(),
  year: z.string(),
  /** Derived from colorCode by the server (colorNameFromHex). */
  color: z.string(),
  colorCode: z.string(),
  /** The plate; "" when none was given. */
  tag: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Ten digits; shown as +1 ### ### ####. */
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  note: z.string(),
  isVip: z.boolean(),
  alert: z.object({ email: z.boolean(), sms: z.boolean(), noReviewSms: z.boolean() }),
  awardPoints: z.number().int(),
  addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Oldest first. */
  vehicles: z.array(vehicleSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** One row of the customers table (docs/product.md §2 /customers): what the list shows, vehicles included. */
export const customerListItemSchema = customerSchema.pick({
  id: true,
  name: true,
  phone: true,
  email: true,
  isVip: true,
  awardPoints: true,
  vehicles: true,
  createdAt: true,
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerPageSchema = z.object({
  items: z.array(customerListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** GET /api/search/phone?phone=…[&customerId=… to leave out the customer being edited]. */
export const phoneCheckQuerySchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((v) => normalizePhone(v) !== null, messages.phone),
  customerId: z.uuid().optional(),
});
export type PhoneCheckQuery = z.input<typeof phoneCheckQuerySchema>;

/** The phone check's body: null when the number is free (falsy, docs/product.md §5), else who holds it. */
export const phoneInUseSchema = z
  .object({
    exists: z.literal(true),
    /** The sentence for the form, e.g. "This phone number belongs to Jane Doe." */
    message: z.string(),
    customer: z.object({ id: z.string(), name: z.string() }),
  })
  .nullable();
export type PhoneInUse = z.infer<typeof phoneInUseSchema>;

/** GET /api/search/vehicleMake?text=: only for text longer than one character (docs/product.md §5, §9). */
export const makeSearchQuerySchema = z.object({
  text: text("vehicle").min(MAKE_SEARCH_MIN_LENGTH, makeSearchMessage),
});

/** GET /api/vehicles/models?make=&year= */
export const modelQuerySchema = z.object({
  make: requiredText("vehicle"),
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, messages.required),
});
export type ModelQuery = z.input<typeof modelQuerySchema>;

export const searchResultsSchema = z.object({ results: z.array(z.string()) });
export const modelResultsSchema = searchResultsSchema.extend({ source: z.enum(modelSources) });
export type ModelResults = z.infer<typeof modelResultsSchema>;
