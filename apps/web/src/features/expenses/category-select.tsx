import { ActionIcon, Group, Loader, Select, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { SEARCH_DEBOUNCE_MS, type ExpenseCategory } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { useCategorySearch } from "./expense-queries";

export interface CategorySelectProps {
  value: ExpenseCategory | null;
  onChange: (category: ExpenseCategory | null) => void;
  error?: ReactNode;
  /** Shown as a "+" beside the field for those who may add categories. */
  onAddCategory?: () => void;
}

/**
 * The expense's category, searched on the server as one types (500 ms after the last key, docs/product.md §9).
 * The value is the category object (docs/product.md §2 dialog 5: "object with name").
 */
export function CategorySelect({ value, onChange, error, onAddCategory }: CategorySelectProps) {
  const [search, setSearch] = useState(value?.name ?? "");
  // Picking an option puts its name in the box; that is not a new search.
  const text = value && search === value.name ? "" : search.trim();
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const found = useCategorySearch(debounced);
  const options = [...(found.data ?? [])];
  if (value && !options.some((c) => c.id === value.id)) options.unshift(value);

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label="Category"
        required
        searchable
        clearable
        style={{ flex: 1 }}
        data={options.map((c) => ({ value: c.id, label: c.name }))}
        value={value?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        // The server has filtered by the text; the list shows what it answered.
        filter={({ options: all }) => all}
        onChange={(id) => onChange(options.find((c) => c.id === id) ?? null)}
        nothingFoundMessage={found.isFetching ? "Searching…" : "No category found"}
        rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching categories" /> : undefined}
        error={error}
      />
      {onAddCategory && (
        <Tooltip label="New category">
          <ActionIcon variant="light" size="lg" mt={25} aria-label="New category" onClick={onAddCategory}>
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
