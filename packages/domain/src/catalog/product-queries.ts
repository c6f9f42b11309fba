import { z } from "zod";
import { pageQuerySchema } from "../api";
import { itemKindNames, PRODUCT_SEARCH_LIMIT, productSearchOrders, productSortFields, splitCategories } from "./product-search-rules";
import { productSearchFields } from "./product-contract";
import { text } from "../validation";

/** GET /api/products: search matches the name or the code anywhere; filters add up. */
export const productListQuerySchema = pageQuerySchema.extend({
  search: text("search").default(""),
  /** Exact category; "" for every category. */
  category: text("label").default(""),
  kind: z.enum(["all", ...itemKindNames]).default("all"),
  active: z.enum(["all", "active", "inactive"]).default("all"),
  sort: z.enum(productSortFields).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilter = z.output<typeof productListQuerySchema>;

/**
 * A list in a query string: repeated keys (?fields=name&fields=code), commas (?fields=name,code)
 * or both. Blank pieces are dropped.
 */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw) => {
    if (raw === undefined || raw === null) return undefined;
    const values = Array.isArray(raw) ? raw : [raw];
    return values
      .flatMap((value) => (typeof value === "string" ? value.split(",") : [value]))
      .map((v) => (typeof v === "string" ? v.trim() : v))
      .filter((v) => v !== "");
  }, z.array(item).max(200).optional());

/**
 * GET /api/search/product (docs/product.md §7): text in the `fields` named; `project` picks the answer's
 * fields; `excludes` leaves out ids already chosen; `order` "counter" puts the tiles' order (favourites,
 * then positions, then names) after the text's ranking; `categories` keeps products whose kind
 * ("standard", as the purchase dialog sends) or category ("Washes") is named. Active products
 * only unless `includeInactive`.
 */
export const productSearchQuerySchema = z.object({
  text: text("search").default(""),
  fields: listParam(z.enum(["name", "code"])).transform((fields) => (fields && fields.length > 0 ? fields : (["name", "code"] as const))),
  project: listParam(z.enum(productSearchFields)).transform((project) => (project && project.length > 0 ? project : [...productSearchFields])),
  excludes: listParam(z.uuid()).transform((ids) => ids ?? []),
  categories: listParam(text("label")).transform((names) => splitCategories(names ?? [])),
  includeInactive: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  limit: z.coerce.number().int().min(1).max(PRODUCT_SEARCH_LIMIT).default(PRODUCT_SEARCH_LIMIT),
  order: z.enum(productSearchOrders).default("name"),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearchFilter = z.output<typeof productSearchQuerySchema>;
