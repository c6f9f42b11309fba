import type { ComboItem, Product, ProductInputValue, ProductListItem, ProductSearchField, ProductSearchResult, VehiclePrices } from "@washdesk/domain";
import type { ComboItemRow, ProductChanges, ProductRow } from "./products.repository";
import type { SignProductImage } from "./product-image";

// Only values that passed productInputSchema are written to these columns, so the casts below
// narrow what the database types as plain numbers and JSON.

/** `sign` turns the stored picture into the signed URLs answers carry (product-image). */
export function toListItem(row: ProductRow, sign: SignProductImage): ProductListItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    code: row.code,
    category: row.category,
    ...sign(row.image),
    price: row.price,
    cost: row.cost,
    tax: { type: row.taxType, method: row.taxMethod, rate: row.taxRate },
    discount: { type: row.discountType, rate: row.discountRate },
    vehiclePrices: row.vehiclePrices as VehiclePrices,
    stock: row.stock,
    active: row.active,
    favourite: row.favourite,
    position: row.position,
    reportRole: row.reportRole,
    durationMinutes: row.durationMinutes,
    bookableOnline: row.bookableOnline,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toComboItem(row: ComboItemRow): ComboItem {
  return { productId: row.productId, name: row.name, code: row.code, kind: row.kind, quantity: row.quantity };
}

export function toProduct(row: ProductRow, items: ComboItemRow[], sign: SignProductImage): Product {
  return { ...toListItem(row, sign), description: row.description, comboItems: items.map(toComboItem) };
}

/** A search result with `id`, the `_id` of docs/product.md §7, and only the fields asked for (the picture with its preview). */
export function toSearchResult(row: ProductRow, project: readonly ProductSearchField[], sign: SignProductImage): ProductSearchResult {
  const full = toListItem(row, sign);
  const result: ProductSearchResult = { id: row.id, _id: row.id };
  for (const field of project) {
    if (field === "_id") continue;
    // Each field copied under its own name: the result keeps the list item's type for it.
    Object.assign(result, { [field]: full[field] });
    if (field === "image") result.imageThumbURL = full.imageThumbURL;
  }
  return result;
}

/**
 * The stored columns of a checked product, stock aside: what it should be depends on what is
 * stored. The routes pass the `image` resolveProductImage checked; writers without pictures
 * (the demo catalog) may leave it to the input's.
 */
export function productColumns(input: ProductInputValue, image: string | null = input.image): Omit<ProductChanges, "stock"> {
  return {
    kind: input.kind,
    name: input.name,
    code: input.code,
    category: input.category,
    image,
    description: input.description,
    price: input.price,
    cost: input.cost,
    taxType: input.tax.type,
    taxMethod: input.tax.method,
    taxRate: input.tax.rate,
    discountType: input.discount.type,
    discountRate: input.discount.rate,
    vehiclePrices: input.vehiclePrices,
    active: input.active,
    favourite: input.favourite,
    position: input.position,
    reportRole: input.reportRole,
    durationMinutes: input.durationMinutes,
    bookableOnline: input.bookableOnline,
  };
}
