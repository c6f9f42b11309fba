import { useQuery } from "@tanstack/react-query";
import { productRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { foundProduct, type FoundProduct } from "./found-product";

export { foundProduct, type FoundProduct };

/** What the sale screen asks of the catalog: enough to price a line for any vehicle type (and, for an appointment, its bay time). */
const project = ["_id", "name", "code", "category", "price", "tax", "discount", "kind", "vehiclePrices", "stock", "durationMinutes"] as const;

/** GET /api/search/product (docs/product.md §7) by name or code. */
export async function searchProducts(
  text: string,
  options: { fields?: readonly ("name" | "code")[]; signal?: AbortSignal; silent?: boolean } = {},
): Promise<FoundProduct[]> {
  const answer = await call(productRoutes.search, {
    query: { text, fields: options.fields ?? ["name", "code"], project },
    signal: options.signal,
    silent: options.silent,
  });
  return answer.results.map(foundProduct);
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
