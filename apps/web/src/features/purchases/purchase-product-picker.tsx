import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { IconSearch } from "@tabler/icons-react";
import { formatMoney, productRoutes, type ProductSearchResult } from "@washdesk/domain";
import { useState } from "react";
import { call } from "../../api/call";
import { purchaseProductSearchKey } from "./purchase-keys";

/** Typing pauses this long before the catalog is searched. */
export const PURCHASE_PRODUCT_DEBOUNCE_MS = 300;

/** SPEC §7 GET /search/product for the purchase dialog: name or code, these fields, standard products only. */
const PROJECT = ["_id", "name", "category", "price", "cost", "tax", "code", "image"] as const;

export async function searchPurchaseProducts(text: string, excludes: readonly string[], signal?: AbortSignal): Promise<ProductSearchResult[]> {
  const answer = await call(productRoutes.search, {
    query: { text, fields: ["name", "code"], project: PROJECT, excludes, categories: ["standard"] },
    signal,
  });
  return answer.results;
}

export interface PurchaseProductPickerProps {
  /** Ids already on the purchase: not offered again (SPEC §5). */
  excludes: readonly string[];
  onPick: (product: ProductSearchResult) => void;
  disabled?: boolean;
}

/** "Add product": standard products by name or code, each with its cost, excluding those already on the purchase. */
export function PurchaseProductPicker({ excludes, onPick, disabled }: PurchaseProductPickerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), PURCHASE_PRODUCT_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: purchaseProductSearchKey(debounced, excludes),
    queryFn: ({ signal }) => searchPurchaseProducts(debounced, excludes, signal),
    // Only typed text is searched: a picker needs a name or a code, never the whole catalog.
    enabled: debounced !== "",
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  // A result that arrived before the last pick may still name it.
  const found = debounced === "" ? [] : (results.data ?? []).filter((product) => !excludes.includes(product.id));
  const options = found.map((product) => ({
    value: product.id,
    label: `${product.name ?? ""} (${product.code ?? ""}) · cost ${formatMoney(product.cost ?? 0)}`,
  }));

  const pick = (id: string | null) => {
    const product = found.find((candidate) => candidate.id === id);
    if (product) onPick(product);
    setSearch("");
  };

  return (
    <Select
      label="Add product"
      placeholder="Search standard products by name or code"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      onChange={pick}
      data={options}
      // The server already matched the text; filtering again here would hide code matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={debounced === "" ? "Type a name or code" : results.isFetching ? "Searching…" : "No product matches."}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={results.isFetching ? <Loader size="xs" aria-label="Searching products" /> : undefined}
      disabled={disabled}
      w={{ base: "100%", sm: 460 }}
    />
  );
}
