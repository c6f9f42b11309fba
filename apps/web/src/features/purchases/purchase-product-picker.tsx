import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatMoney, productRoutes, type ProductSearchResult } from "@washdesk/domain";
import { call } from "../../api/call";
import { ProductPicker, usePickerText } from "../../components/product-picker";
import { purchaseProductSearchKey } from "./purchase-keys";

/** docs/product.md §7 GET /search/product for the purchase dialog: name or code, these fields, standard products only. */
const PROJECT = ["_id", "name", "category", "price", "cost", "tax", "code", "image"] as const;

export async function searchPurchaseProducts(text: string, excludes: readonly string[], signal?: AbortSignal): Promise<ProductSearchResult[]> {
  const answer = await call(productRoutes.search, {
    query: { text, fields: ["name", "code"], project: PROJECT, excludes, categories: ["standard"] },
    signal,
  });
  return answer.results;
}

export interface PurchaseProductPickerProps {
  /** Ids already on the purchase: not offered again (docs/product.md §5). */
  excludes: readonly string[];
  onPick: (product: ProductSearchResult) => void;
  disabled?: boolean;
}

/** "Add product": standard products by name or code, each with its cost, excluding those already on the purchase. */
export function PurchaseProductPicker({ excludes, onPick, disabled }: PurchaseProductPickerProps) {
  const text = usePickerText();
  const results = useQuery({
    queryKey: purchaseProductSearchKey(text.debounced, excludes),
    queryFn: ({ signal }) => searchPurchaseProducts(text.debounced, excludes, signal),
    // Only typed text is searched: a picker needs a name or a code, never the whole catalog.
    enabled: text.debounced !== "",
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return (
    <ProductPicker
      text={text}
      // A result that arrived before the last pick may still name it.
      found={results.data?.filter((product) => !excludes.includes(product.id))}
      searching={results.isFetching}
      optionLabel={(product) => `${product.name ?? ""} (${product.code ?? ""}) · cost ${formatMoney(product.cost ?? 0)}`}
      onPick={onPick}
      placeholder="Search standard products by name or code"
      disabled={disabled}
      withChevron
      w={{ base: "100%", sm: 460 }}
    />
  );
}
