import { DiscountType, ItemKind, TaxMethod, TaxType, type ProductSearchResult, type SaleProduct } from "@washdesk/domain";

/** A found product, ready to become a line. */
export interface FoundProduct {
  id: string;
  name: string;
  code: string;
  category: string;
  stock: number | null;
  /** Minutes of bay time, when the search was asked for it (an appointment's length). */
  durationMinutes?: number | null;
  product: SaleProduct;
}

/** A search result has only the projected fields; the ones asked for are always there, the fallbacks keep the types honest. */
export function foundProduct(result: ProductSearchResult): FoundProduct {
  return {
    id: result.id,
    name: result.name ?? "",
    code: result.code ?? "",
    category: result.category ?? "",
    stock: result.stock ?? null,
    durationMinutes: result.durationMinutes ?? null,
    product: {
      kind: result.kind ?? ItemKind.Standard,
      price: result.price ?? 0,
      vehiclePrices: result.vehiclePrices ?? {},
      tax: result.tax ?? { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
      discount: result.discount ?? { type: DiscountType.NoDiscount, rate: 0 },
    },
  };
}
