import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { vendorOption } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { useVendorSearch } from "./vendor-queries";

/** Typing pauses this long before vendors are searched. */
export const VENDOR_SEARCH_DEBOUNCE_MS = 300;

export interface PickedVendor {
  id: string;
  company: string;
}

export interface VendorPickerProps {
  label: ReactNode;
  /** The chosen vendor, or null. */
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  placeholder?: string;
  w?: number | string;
  /** The field a dialog focuses when it opens (Mantine's focus trap looks for this attribute). */
  "data-autofocus"?: boolean;
}

/**
 * A vendor searched by company, representative, phone or e-mail (GET /api/search/vendor), each
 * result offered as value = id, label = company (docs/product.md §7).
 */
export function VendorPicker({ label, value, onChange, error, required, clearable, placeholder = "Search vendors", w, ...rest }: VendorPickerProps) {
  const [search, setSearch] = useState(value?.company ?? "");
  const [shownId, setShownId] = useState(value?.id ?? null);
  // A vendor set from outside (a new vendor, a reset) shows its company in the box.
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    setSearch(value?.company ?? "");
  }
  const [debounced] = useDebouncedValue(search.trim(), VENDOR_SEARCH_DEBOUNCE_MS);
  // Once a vendor is chosen the box shows its company: that is not a new search.
  const text = value && debounced === value.company ? "" : debounced;
  const results = useVendorSearch(text);
  const options = (results.data ?? []).map(vendorOption);
  if (value && !options.some((option) => option.value === value.id)) options.unshift({ value: value.id, label: value.company });

  return (
    <Select
      data-autofocus={rest["data-autofocus"]}
      label={label}
      placeholder={placeholder}
      required={required}
      error={error}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.id ?? null}
      onChange={(id, option) => onChange(id ? { id, company: option?.label ?? "" } : null)}
      data={options}
      // The server already matched the text (in any of four fields); filtering again would hide matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={results.isFetching ? "Searching…" : "No vendor matches."}
      rightSection={results.isFetching ? <Loader size="xs" aria-label="Searching vendors" /> : undefined}
      w={w}
    />
  );
}
