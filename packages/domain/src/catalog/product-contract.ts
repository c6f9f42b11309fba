import { z } from "zod";
import { DiscountType, enumValues, ItemKind, ReportRole, TaxMethod, TaxType, VehicleType } from "../enums";

// What the products routes answer (inside the envelope's body). The server serializes through
// these schemas, so a field that is not here never leaves it.

export const itemKindSchema = z.literal(enumValues(ItemKind));

/** A bundled product of a combo, with what a person needs to recognise it. */
export const comboItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  code: z.string(),
  kind: itemKindSchema,
  quantity: z.number().int(),
});
export type ComboItem = z.infer<typeof comboItemSchema>;

export const productSchema = z.object({
  id: z.string(),
  kind: itemKindSchema,
  name: z.string(),
  code: z.string(),
  category: z.string(),
  /**
   * The picture, signed for a while (/api/files/:id?exp=&sig=) so an <img> shows it without
   * headers; null shows the placeholder. Sent back unchanged by the form, it keeps the picture.
   */
  image: z.string().nullable(),
  /** Its small preview (signed /api/files/:id/thumb), for lists and pickers; null with no picture. */
  imageThumbURL: z.string().nullable(),
  description: z.string(),
  /** Integer cents. */
  price: z.number().int(),
  cost: z.number().int(),
  /** rate: thousandths of a percent when Percentage (8.875 % → 8875), cents when Fixed. */
  tax: z.object({ type: z.literal(enumValues(TaxType)), method: z.literal(enumValues(TaxMethod)), rate: z.number().int() }),
  /** The default discount; rate as for tax. */
  discount: z.object({ type: z.literal(enumValues(DiscountType)), rate: z.number().int() }),
  /** Services only: cents per vehicle type; a type left out costs `price` (see priceForVehicleType). */
  vehiclePrices: z.partialRecord(z.enum(enumValues(VehicleType)), z.number().int()),
  /** Standard products only; null for services and combos. */
  stock: z.number().int().nullable(),
  active: z.boolean(),
  /** Shown first on the counter's tiles. */
  favourite: z.boolean(),
  /** The tile's place on the counter (1 first); null after those with one. */
  position: z.number().int().nullable(),
  /** What the sales report counts it as; None for standard products. */
  reportRole: z.literal(enumValues(ReportRole)),
  /** Combos only: what the combo bundles; [] otherwise. */
  comboItems: z.array(comboItemSchema),
  /** Minutes of bay time an appointment takes for it; null: none. */
  durationMinutes: z.number().int().nullable(),
  /** Offered on the public booking page. */
  bookableOnline: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** One row of the products table: everything but the description and the combo's contents. */
export const productListItemSchema = productSchema.omit({ description: true, comboItems: true });
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = z.object({
  items: z.array(productListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /api/products/categories: the distinct categories of living products, A–Z. */
export const productCategoriesSchema = z.array(z.string());

/** Fields GET /api/search/product may project (docs/product.md §7 asks for _id, name, category, price, cost, tax, code, image). */
export const productSearchFields = [
  "_id",
  "name",
  "code",
  "category",
  "image",
  "price",
  "cost",
  "tax",
  "discount",
  "kind",
  "vehiclePrices",
  "stock",
  "active",
  "favourite",
  "position",
  "durationMinutes",
] as const;
export type ProductSearchField = (typeof productSearchFields)[number];

/**
 * One search result: `id` and `_id` (the name of docs/product.md) always, then the projected fields. Without
 * a `project` every field above is there; projecting `image` brings `imageThumbURL` along.
 */
export const productSearchResultSchema = productSchema
  .pick({
    name: true,
    code: true,
    category: true,
    image: true,
    imageThumbURL: true,
    price: true,
    cost: true,
    tax: true,
    discount: true,
    kind: true,
    vehiclePrices: true,
    stock: true,
    active: true,
    favourite: true,
    position: true,
    durationMinutes: true,
  })
  .partial()
  .extend({ id: z.string(), _id: z.string() });
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** The search answer: body.results (docs/product.md §7), and how many came back. */
export const productSearchAnswerSchema = z.object({ count: z.number().int(), results: z.array(productSearchResultSchema) });
export type ProductSearchAnswer = z.infer<typeof productSearchAnswerSchema>;
