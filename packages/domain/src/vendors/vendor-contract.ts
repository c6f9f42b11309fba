import { z } from "zod";
import { text } from "../validation";
import { VENDOR_SEARCH_LIMIT, vendorProjectFields, vendorSearchFields } from "./vendor-rules";

// What the vendor routes answer (inside the envelope's body). The server serializes through these
// schemas, so a field that is not here never leaves it.

export const vendorSchema = z.object({
  id: z.string(),
  company: z.string(),
  representative: z.string(),
  email: z.string(),
  /** Ten digits; shown as +1 ### ### ####. */
  phone: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  notes: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorPageSchema = z.object({
  items: z.array(vendorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VendorPage = z.infer<typeof vendorPageSchema>;

/** A list in a query string: repeated keys (?fields=a&fields=b), commas (?fields=a,b) or both; blanks dropped. */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw) => {
    if (raw === undefined || raw === null) return undefined;
    const values = Array.isArray(raw) ? raw : [raw];
    return values
      .flatMap((value) => (typeof value === "string" ? value.split(",") : [value]))
      .map((value) => (typeof value === "string" ? value.trim() : value))
      .filter((value) => value !== "");
  }, z.array(item).max(20).optional());

/** GET /api/search/vendor: text in the `fields` named (all four when none), `project` picks the answer's fields. */
export const vendorSearchQuerySchema = z.object({
  text: text("search").default(""),
  fields: listParam(z.enum(vendorSearchFields)).transform((fields) => (fields && fields.length > 0 ? fields : [...vendorSearchFields])),
  project: listParam(z.enum(vendorProjectFields)).transform((project) => (project && project.length > 0 ? project : [...vendorProjectFields])),
  limit: z.coerce.number().int().min(1).max(VENDOR_SEARCH_LIMIT).default(VENDOR_SEARCH_LIMIT),
});
export type VendorSearchQuery = z.input<typeof vendorSearchQuerySchema>;
export type VendorSearchFilter = z.output<typeof vendorSearchQuerySchema>;

/** One search result: `id` and `_id` (the name of docs/product.md) always, then the projected fields. */
export const vendorSearchResultSchema = vendorSchema
  .pick({ company: true, representative: true, email: true, phone: true })
  .partial()
  .extend({ id: z.string(), _id: z.string() });
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;

export const vendorSearchAnswerSchema = z.object({ count: z.number().int(), results: z.array(vendorSearchResultSchema) });
export type VendorSearchAnswer = z.infer<typeof vendorSearchAnswerSchema>;
