import { ActionIcon, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import type { ComboboxParsedItem } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { ProductFormValues } from "./product-form-values";
import { useProductSearch } from "./product-queries";

/** A combo bundles standard products and services, never another combo. */
const COMBO_PART_KINDS = ["standard", "service"];

// The server has already matched the text; Mantine's own filter would drop matches by code.
const keepOptions = ({ options }: { options: ComboboxParsedItem[] }) => options;

/** What a combo contains: a product search to add one, and a quantity per product. */
export function ComboItemsField({ form, productId }: { form: UseFormReturnType<ProductFormValues>; productId?: string }) {
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const lines = form.values.comboItems;
  const excludes = [...lines.map((line) => line.productId), ...(productId ? [productId] : [])];
  const results = useProductSearch({ text: debouncedSearch.trim(), excludes, categories: COMBO_PART_KINDS });
  const found = results.data ?? [];

  const add = (id: string | null) => {
    const product = found.find((candidate) => candidate.id === id);
    if (!product) return;
    form.insertListItem("comboItems", { productId: product.id, name: product.name ?? "", code: product.code ?? "", quantity: "1" });
    form.clearFieldError("comboItems");
    setSearch("");
  };

  return (
    <Stack gap="sm">
      <Select
        label="Add product"
        placeholder="Search by name or code"
        searchable
        data={found.map((product) => ({ value: product.id, label: `${product.name ?? ""} · ${product.code ?? ""}` }))}
        filter={keepOptions}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={add}
        nothingFoundMessage={results.isFetching ? "Searching…" : "No product found"}
      />
      <Table aria-label="Combo products" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th w={120}>Quantity</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed" ta="center" py="xs">
                  No products yet: add at least one.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line, index) => (
            <Table.Tr key={line.productId}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {line.code}
              </Table.Td>
              <Table.Td>
                <TextInput aria-label={`Quantity of ${line.name}`} inputMode="numeric" size="xs" {...form.getInputProps(`comboItems.${index}.quantity`)} />
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => form.removeListItem("comboItems", index)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {form.errors.comboItems && (
        <Text size="sm" c="red" role="alert">
          {form.errors.comboItems}
        </Text>
      )}
    </Stack>
  );
}
