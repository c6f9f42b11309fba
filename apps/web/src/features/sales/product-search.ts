import { useQuery } from "@tanstack/react-query";
import { DiscountType, ItemKind, TaxMethod, TaxType, type ProductSearchAnswer, type ProductSearchResult, type SaleProduct } from "@washdesk/domain";
import { api } from "../../api/api-client";

/** What the sale screen asks of the catalog: enough to price a line for any vehicle type. */
const project = ["_id", "name", "code", "category", "price", "tax", "discount", "kind", "vehiclePrices", "stock"];

/** A found product, ready to become a line. */
export interface FoundProduct {
  id: string;
  name: string;
  code: string;
  category: string;
  stock: number | null;
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
    product: {
      kind: result.kind ?? ItemKind.Standard,
      price: result.price ?? 0,
      vehiclePrices: result.vehiclePrices ?? {},
      tax: result.tax ?? { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
      discount: result.discount ?? { type: DiscountType.NoDiscount, rate: 0 },
    },
  };
}

/** GET /api/search/product (SPEC §7) by name or code. */
export async function searchProducts(text: string, options: { fields?: readonly ("name" | "code")[]; signal?: AbortSignal; silent?: boolean } = {}): Promise<FoundProduct[]> {
  const answer = await api.get<ProductSearchAnswer>("/search/product", {
    query: { text, fields: options.fields ?? ["name", "code"], project },
    signal: options.signal,
    silent: options.silent,
  });
  return answer.body.results.map(foundProduct);
}

/** Products matching the typed text; keyed under "products" so catalog changes refresh the picker. */
export function useProductSearch(text: string) {
  return useQuery({
    queryKey: ["products", "saleSearch", text],
    queryFn: ({ signal }) => searchProducts(text, { signal }),
    enabled: text.trim().length > 0,
    staleTime: 10_000,
  });
}
