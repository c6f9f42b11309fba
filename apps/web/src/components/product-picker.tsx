import { Loader, Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

/** Typing pauses this long before the catalog is searched. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

/** The picker's typed text, and the text to search once typing pauses ("" searches nothing). */
export interface PickerText {
  typed: string;
  setTyped: (text: string) => void;
  debounced: string;
}

/** Holds a product picker's text; the caller searches the catalog with `debounced`. */
export function usePickerText(): PickerText {
  const [typed, setTyped] = useState("");
  const [debounced] = useDebouncedValue(typed.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  return { typed, setTyped, debounced };
}

export interface ProductPickerProps<P extends { id: string }> {
  text: PickerText;
  /** The products the catalog found for `text.debounced`. */
  found: readonly P[] | undefined;
  searching: boolean;
  /** An option's words: name, code and the figure the screen cares about. */
  optionLabel: (product: P) => string;
  onPick: (product: P) => void;
  placeholder: string;
  disabled?: boolean;
  /** The select's down arrow shows while nothing is being searched. */
  withChevron?: boolean;
  w: SelectProps["w"];
}

/**
 * "Add product": a search box over the catalog by name or code. Picking a product hands it over and
 * empties the box for the next one.
 */
export function ProductPicker<P extends { id: string }>({
  text,
  found,
  searching,
  optionLabel,
  onPick,
  placeholder,
  disabled,
  withChevron = false,
  w,
}: ProductPickerProps<P>) {
  const shown = text.debounced === "" ? [] : (found ?? []);
  const options = shown.map((product) => ({ value: product.id, label: optionLabel(product) }));

  const pick = (id: string | null) => {
    const product = shown.find((candidate) => candidate.id === id);
    if (product) onPick(product);
    text.setTyped("");
  };

  return (
    <Select
      label="Add product"
      placeholder={placeholder}
      searchable
      searchValue={text.typed}
      onSearchChange={text.setTyped}
      value={null}
      onChange={pick}
      data={options}
      // The server already matched the text; filtering again here would hide code matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={text.debounced === "" ? "Type a name or code" : searching ? "Searching…" : "No product matches."}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searching ? <Loader size="xs" aria-label="Searching products" /> : withChevron ? undefined : null}
      disabled={disabled}
      w={w}
    />
  );
}
