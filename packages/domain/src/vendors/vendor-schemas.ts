import { z } from "zod";
import { pageQuerySchema } from "../api";
import { optionalEmail, requiredPhone, requiredText, text, website } from "../validation";
import { vendorSortFields } from "./vendor-rules";

// Field rules without defaults, so the update schema can leave out what it does not change
// (zod would apply a default even inside .partial()).
const vendorRules = {
  company: requiredText("name"),
  representative: text("name"),
  email: optionalEmail(),
  phone: requiredPhone(),
  website: website(),
  address: text("address"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  notes: text("note"),
};

/** POST /api/purchases/vendors {vendor} (docs/product.md §2 dialog 6, §5 Vendor: company and phone required). */
export const vendorInputSchema = z.object({
  company: vendorRules.company,
  phone: vendorRules.phone,
  representative: vendorRules.representative.default(""),
  email: vendorRules.email.default(""),
  website: vendorRules.website.default(""),
  address: vendorRules.address.default(""),
  city: vendorRules.city.default(""),
  state: vendorRules.state.default(""),
  zip: vendorRules.zip.default(""),
  notes: vendorRules.notes.default(""),
});
export type VendorInput = z.input<typeof vendorInputSchema>;
export type VendorInputValue = z.output<typeof vendorInputSchema>;

/** PATCH /api/purchases/vendors/:id {vendor}: only the fields sent change. */
export const vendorUpdateSchema = z.object(vendorRules).partial();
export type VendorUpdate = z.input<typeof vendorUpdateSchema>;
export type VendorUpdateValue = z.output<typeof vendorUpdateSchema>;

/** GET /api/purchases/vendors: the text matches company, representative, e-mail or phone anywhere. */
export const vendorListQuerySchema = pageQuerySchema.extend({
  search: text("search").default(""),
  sort: z.enum(vendorSortFields).default("company"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type VendorListQuery = z.input<typeof vendorListQuerySchema>;
export type VendorListFilter = z.output<typeof vendorListQuerySchema>;
