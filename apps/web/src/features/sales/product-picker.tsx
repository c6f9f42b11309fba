import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { formatMoney, priceForVehicleType, type VehicleType } from "@washdesk/domain";
import { useState } from "react";
import { useProductSearch, type FoundProduct } from "./product-search";

/** Typing pauses this long before the catalog is searched. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

export interface ProductPickerProps {
  vehicleType: VehicleType | null;
  onPick: (product: FoundProduct) => void;
}

/** "Add product": searches the catalog by name or code and shows each price for the sale's vehicle type. */
export function ProductPicker({ vehicleType, onPick }: ProductPickerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const results = useProductSearch(debounced);
  const found = debounced === "" ? [] : (results.data ?? []);
  const options = found.map((product) => ({
    value: product.id,
    label: `${product.name} (${product.code}) · ${formatMoney(priceForVehicleType(product.product, vehicleType))}`,
  }));

  const pick = (id: string | null) => {
    const product = found.find((candidate) => candidate.id === id);
    if (product) onPick(product);
    setSearch("");
  };

  return (
    <Select
      label="Add product"
      placeholder="Search by name or code"
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
      rightSection={results.isFetching ? <Loader size="xs" aria-label="Searching products" /> : null}
      w={{ base: "100%", sm: 420 }}
    />
  );
}
