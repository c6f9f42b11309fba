import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useCustomerSearch } from "./customer-search";

export interface NamedId {
  id: string;
  name: string;
}

export interface CustomerFilterProps {
  value: NamedId | null;
  onChange: (customer: NamedId | null) => void;
}

/** A list filter: one customer, found by name, phone, e-mail or plate. */
export function CustomerFilter({ value, onChange }: CustomerFilterProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searching = debounced !== "" && debounced !== value?.name;
  const results = useCustomerSearch(searching ? debounced : "");
  const found = searching ? (results.data ?? []) : [];
  const options = found.map((customer) => ({ value: customer.id, label: customer.name }));
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.name });

  return (
    <Select
      label="Customer"
      placeholder="All customers"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id && option ? { id, name: option.label } : null)}
      data={options}
      filter={({ options: all }) => all}
      nothingFoundMessage={searching ? (results.isFetching ? "Searching…" : "No customer matches.") : "Type to search"}
      w={220}
    />
  );
}
