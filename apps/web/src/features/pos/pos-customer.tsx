import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue, useMergedRef } from "@mantine/hooks";
import { IconUserPlus, IconX } from "@tabler/icons-react";
import { enumOptions, formatPhone, readTypedCustomerText, VehicleType, vehicleTypeLabels, type CustomerListItem, vehicleLabel } from "@washdesk/domain";
import { lazy, memo, Suspense, useRef, useState, type ComponentType, type Ref } from "react";
import { useCustomerSearch } from "../sales";
import type { DraftCustomer, SaleDraft } from "../sales";

import { TapChoice } from "./tap-choice";
import type { PosCustomerSearchProps } from "./pos-customer-search";

// The quick add loads when first wanted, keeping the POS screen quick to open.
const QuickAddCustomerDialog = lazy(async () => ({ default: (await import("../customers/quick-add-customer-dialog")).QuickAddCustomerDialog }));

const SEARCH_DEBOUNCE_MS = 300;
const loadCustomerSearch = () => import("./pos-customer-search");

/**
 * The customer box: a plain text field until someone reaches for it, then the real lookup, loaded
 * there and then (its select is the heaviest part of the counter and many sales are walk-ins).
 * The same text and search carry over, and focus moves into the lookup if the field had it, so
 * nothing typed while it loads is lost.
 */
function CustomerLookup(props: PosCustomerSearchProps) {
  const [Lookup, setLookup] = useState<ComponentType<PosCustomerSearchProps> | null>(null);
  const standIn = useRef<HTMLInputElement | null>(null);
  const standInRef = useMergedRef(standIn, props.inputRef);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const load = () => {
    if (Lookup) return;
    void loadCustomerSearch().then((module) => {
      setFocusOnLoad(document.activeElement === standIn.current);
      setLookup(() => module.default);
    });
  };
  if (Lookup) return <Lookup {...props} autoFocus={focusOnLoad} />;
  return (
    <TextInput
      ref={standInRef}
      label="Customer"
      placeholder="Walk-in · phone, plate or name (F4)"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      value={props.search}
      onChange={(event) => {
        props.onSearchChange(event.currentTarget.value);
        load();
      }}
      onFocus={load}
      onPointerEnter={load}
      style={{ flex: 1 }}
      size="md"
    />
  );
}

const BASE_PRICES = "base";
const NO_VEHICLE = "none";
const vehicleTypeOptions = [
  { value: BASE_PRICES, label: "Any" },
  ...enumOptions(VehicleType, vehicleTypeLabels).map(({ value, label }) => ({ value: String(value), label })),
];

type Party = Pick<SaleDraft, "customer" | "vehicleId" | "vehicleType">;

export interface PosCustomerProps {
  party: Party;
  onChange: (changes: Partial<Party>) => void;
  canAddCustomer: boolean;
  searchRef?: Ref<HTMLInputElement>;
}

const asDraft = (customer: Pick<CustomerListItem, "id" | "name" | "phone" | "email" | "vehicles">): DraftCustomer => ({
  id: customer.id,
  name: customer.name,
  phone: customer.phone,
  email: customer.email,
  vehicles: customer.vehicles,
});

/**
 * Who the sale is for: a customer found by phone, plate or name (or added on the spot), one of
 * their vehicles whose type sets the prices; or a walk-in with the vehicle type tapped by hand.
 */
export const PosCustomer = memo(function PosCustomer({ party, onChange, canAddCustomer, searchRef }: PosCustomerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useCustomerSearch(debounced);
  /** The lookup's text when the quick add opened: it prefills the form (a phone, a name or a plate). */
  const [adding, setAdding] = useState<string | null>(null);
  const found = debounced === "" ? [] : (results.data ?? []);

  const choose = (customer: DraftCustomer | null) => {
    onChange({ customer, vehicleId: customer?.vehicles[0]?.id ?? null });
    setSearch("");
  };

  const vehicles = party.customer?.vehicles ?? [];
  const chosenVehicle = vehicles.find((vehicle) => vehicle.id === party.vehicleId);

  return (
    <Stack gap="xs">
      {party.customer ? (
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{party.customer.name}</Text>
            <Text size="sm" c="dimmed">
              {formatPhone(party.customer.phone)}
            </Text>
          </div>
          <ActionIcon variant="subtle" size="lg" aria-label="Remove customer (walk-in)" onClick={() => choose(null)}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <CustomerLookup
            search={search}
            onSearchChange={setSearch}
            found={found}
            typedNothing={debounced === ""}
            searching={results.isFetching}
            onChoose={(customer) => choose(asDraft(customer))}
            onAdd={canAddCustomer ? () => setAdding(search) : undefined}
            inputRef={searchRef}
          />
          {canAddCustomer && (
            <Button variant="light" size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(search)}>
              New
            </Button>
          )}
        </Group>
      )}

      {vehicles.length > 0 && (
        <TapChoice
          label="Vehicle"
          data={[
            ...vehicles.map((vehicle) => ({
              value: vehicle.id,
              // A vehicle added at the counter may have only its type (and a plate) until the profile completes it.
              label: [vehicleLabel(vehicle), vehicleTypeLabels[vehicle.type], vehicle.tag].filter((part) => part !== "").join(" · "),
            })),
            { value: NO_VEHICLE, label: "Other" },
          ]}
          value={party.vehicleId ?? NO_VEHICLE}
          onChange={(value) => onChange({ vehicleId: value === NO_VEHICLE ? null : value })}
        />
      )}

      {!chosenVehicle && (
        <TapChoice
          label="Vehicle type"
          data={vehicleTypeOptions}
          value={party.vehicleType ?? BASE_PRICES}
          onChange={(value) => onChange({ vehicleType: value === BASE_PRICES ? null : (value as VehicleType) })}
        />
      )}

      {adding !== null && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the customer form" />}>
          <QuickAddCustomerDialog
            opened
            typed={readTypedCustomerText(adding)}
            onClose={() => setAdding(null)}
            onChoose={(customer) => choose(asDraft(customer))}
          />
        </Suspense>
      )}
    </Stack>
  );
});
