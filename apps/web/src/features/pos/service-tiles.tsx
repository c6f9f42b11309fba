import { Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import {
  can,
  formatMoney,
  lowestVehiclePrice,
  noTileColours,
  priceForVehicleType,
  pricedByVehicleType,
  productCategoriesAccess,
  tileColourOf,
  type VehicleType,
} from "@washdesk/domain";
import { memo, useState, type Ref } from "react";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import type { FoundProduct } from "../sales";
import { tileFilterKey, usePosCategories, usePosTileColours, usePosTiles, type TileFilter } from "./pos-catalog";
import { firstTileFilter } from "./pos-tile-query";
import { ServiceTile } from "./service-tile";
import classes from "./service-tiles.module.css";

const SEARCH_DEBOUNCE_MS = 250;

export interface ServiceTilesProps {
  vehicleType: VehicleType | null;
  onPick: (product: FoundProduct) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** A tile's price: for the cart's vehicle type, or "from" the lowest while a typed service waits for the type. */
function tilePrice(product: FoundProduct, vehicleType: VehicleType | null): string {
  if (vehicleType === null && pricedByVehicleType(product.product)) return `from ${formatMoney(lowestVehiclePrice(product.product))}`;
  return formatMoney(priceForVehicleType(product.product, vehicleType));
}

/** Big tappable tiles of the catalog by category, each with its price for the chosen vehicle type. */
export const ServiceTiles = memo(function ServiceTiles({ vehicleType, onPick, searchRef }: ServiceTilesProps) {
  const group = useSessionStore(sessionSelectors.group);
  const [filter, setFilter] = useState<TileFilter>(firstTileFilter);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const tiles = usePosTiles(filter, debounced);
  const mayReadCategories = can(group, ...productCategoriesAccess);
  const catalogCategories = usePosCategories(mayReadCategories);
  const colours = usePosTileColours(mayReadCategories).data ?? noTileColours;
  const found = tiles.data ?? [];

  // Every category in use, and those of the tiles shown (one just added, before the list is asked again).
  const categories = [...new Set([...(catalogCategories.data ?? []), ...found.map((product) => product.category)])]
    .filter((name) => name.trim() !== "")
    .sort((a, b) => a.localeCompare(b));
  if (filter.kind === "category" && !categories.includes(filter.name)) categories.unshift(filter.name);

  const chips: { filter: TileFilter; label: string }[] = [
    { filter: { kind: "services" }, label: "Services" },
    { filter: { kind: "all" }, label: "All" },
    ...categories.map((name): { filter: TileFilter; label: string } => ({ filter: { kind: "category", name }, label: name })),
  ];
  const chosen = tileFilterKey(filter);

  return (
    <Stack gap="sm">
      <TextInput
        ref={searchRef}
        label="Search products"
        placeholder="Name or code (F2)"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setSearch("");
          // A scanner types the code and Enter: the one match goes straight in.
          if (event.key === "Enter" && found.length === 1 && found[0]) {
            onPick(found[0]);
            setSearch("");
          }
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={tiles.isFetching ? <Loader size="xs" aria-label="Loading products" /> : null}
        size="md"
      />
      <Group gap="xs" role="group" aria-label="Categories">
        {chips.map((chip) => {
          const key = tileFilterKey(chip.filter);
          return (
            <Button
              key={key}
              size="sm"
              radius="xl"
              variant={key === chosen ? "filled" : "default"}
              aria-pressed={key === chosen}
              onClick={() => setFilter(chip.filter)}
            >
              {chip.label}
            </Button>
          );
        })}
      </Group>
      <ul className={classes.grid} aria-label="Products">
        {found.map((product) => (
          <ServiceTile
            key={product.id}
            name={product.name}
            code={product.code}
            price={tilePrice(product, vehicleType)}
            disabled={tiles.isPlaceholderData}
            colour={tileColourOf(colours, product.category)}
            onPick={() => onPick(product)}
          />
        ))}
      </ul>
      {!tiles.isPending && found.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {debounced === "" ? "Nothing in this category." : "No product matches."}
        </Text>
      )}
      {tiles.isPending && (
        <Text c="dimmed" ta="center" py="md">
          Loading products…
        </Text>
      )}
    </Stack>
  );
});
