import { Button, Group, Loader, Select, Stack, TextInput } from "@mantine/core";
import { IconPalette, IconPlus, IconSearch } from "@tabler/icons-react";
import { can } from "@washdesk/domain";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListFooter } from "../../components/list-footer";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ProductListTable } from "./product-list-table";
import {
  listQuery,
  readListParams,
  writeListParams,
  type ActiveFilter,
  type KindFilter,
  type ProductListParams,
  type ProductSort,
} from "./product-list-params";
import { useProductCategories, useProductList } from "./product-queries";
import { TileColoursDialog } from "./tile-colours-dialog";

/** Typing pauses this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const kindOptions: { value: KindFilter; label: string }[] = [
  { value: "all", label: "All kinds" },
  { value: "service", label: "Services" },
  { value: "standard", label: "Standard" },
  { value: "combo", label: "Combos" },
];

const activeOptions: { value: ActiveFilter; label: string }[] = [
  { value: "all", label: "Active and inactive" },
  { value: "active", label: "Active only" },
  { value: "inactive", label: "Inactive only" },
];

// Mantine selects treat "" as no choice, so "every category" needs a value of its own.
const ALL_CATEGORIES = "__all__";

/** docs/product.md §2 /products: the catalog, searchable and filtered, with "Add product" for those allowed. */
export default function ProductsPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const products = useProductList(listQuery(list));
  const categories = useProductCategories();
  const [colouring, setColouring] = useState(false);
  const mayEdit = can(group, "products.edit");

  const update = (changes: Partial<ProductListParams>) => setParams(writeListParams({ ...list, page: 1, ...changes }), { replace: true });
  // A new search starts on page 1.
  const search = useAddressSearch(list.search, (text) => update({ search: text }), SEARCH_DEBOUNCE_MS);

  const sortBy = (field: ProductSort) => update({ sort: field, order: list.sort === field && list.order === "asc" ? "desc" : "asc" });

  const page = products.data;
  const filtered = list.search !== "" || list.category !== "" || list.kind !== "all" || list.active !== "all";
  const categoryOptions = [{ value: ALL_CATEGORIES, label: "All categories" }, ...(categories.data ?? []).map((name) => ({ value: name, label: name }))];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name or code"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={products.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            {...searchBoxProps(search)}
            w={260}
          />
          <Select
            label="Category"
            data={categoryOptions}
            value={list.category || ALL_CATEGORIES}
            allowDeselect={false}
            searchable
            onChange={(value) => update({ category: value === null || value === ALL_CATEGORIES ? "" : value })}
            w={190}
          />
          <Select
            label="Kind"
            data={kindOptions}
            value={list.kind}
            allowDeselect={false}
            onChange={(value) => update({ kind: (value as KindFilter | null) ?? "all" })}
            w={150}
          />
          <Select
            label="Status"
            data={activeOptions}
            value={list.active}
            allowDeselect={false}
            onChange={(value) => update({ active: (value as ActiveFilter | null) ?? "all" })}
            w={190}
          />
        </Group>
        <Group gap="sm">
          {mayEdit && (
            <Button variant="default" leftSection={<IconPalette size={16} aria-hidden />} onClick={() => setColouring(true)}>
              Tile colours
            </Button>
          )}
          {can(group, "products.new") && (
            <Button component={Link} to="/products/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Add product
            </Button>
          )}
        </Group>
      </Group>

      <ProductListTable
        products={page?.items ?? []}
        list={list}
        onSort={sortBy}
        canEdit={mayEdit}
        emptyText={products.isPending ? "Loading products…" : filtered ? "No product matches these filters." : "No products yet."}
      />

      <ListFooter page={page} noun="products" current={list.page} onPage={(next) => update({ page: next })} />
      {mayEdit && <TileColoursDialog opened={colouring} onClose={() => setColouring(false)} />}
    </Stack>
  );
}
