import { Button, Group, Loader, Radio, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUserPlus } from "@tabler/icons-react";
import {
  enumOptions,
  formatPhone,
  ServiceMode,
  serviceModeLabels,
  VehicleType,
  vehicleTypeLabels,
  type CustomerListItem,
  vehicleLabel,
} from "@washdesk/domain";
import { useState } from "react";
import { AddCustomerDialog } from "../customers";

import { useCustomerSearch } from "./customer-search";
import type { DraftCustomer, SaleDraft } from "./sale-draft";

const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
const vehicleTypeOptions = enumOptions(VehicleType, vehicleTypeLabels);
const serviceModeOptions = enumOptions(ServiceMode, serviceModeLabels);

type Party = Pick<SaleDraft, "customer" | "vehicleId" | "vehicleType" | "serviceMode">;

export interface SalePartyFieldsProps {
  party: Party;
  onChange: (changes: Partial<Party>) => void;
  /** Customer and vehicle are fixed once something is paid; the service mode is not. */
  partyLocked?: boolean;
  canAddCustomer: boolean;
}

const customerLabel = (customer: { name: string; phone: string }) => `${customer.name} · ${formatPhone(customer.phone)}`;

function draftCustomer(customer: Pick<CustomerListItem, "id" | "name" | "phone" | "email" | "vehicles">): DraftCustomer {
  return { id: customer.id, name: customer.name, phone: customer.phone, email: customer.email, vehicles: customer.vehicles };
}

/**
 * Who the sale is for: a customer found by name, phone, e-mail or plate (or a walk-in), one of their
 * vehicles, whose type sets the prices, or a vehicle type picked by hand; and the service mode.
 */
export function SalePartyFields({ party, onChange, partyLocked, canAddCustomer }: SalePartyFieldsProps) {
  const [search, setSearch] = useState(party.customer ? customerLabel(party.customer) : "");
  const [debounced] = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const selectedLabel = party.customer ? customerLabel(party.customer) : "";
  // While the box shows the chosen customer, there is nothing to search.
  const searching = debounced !== "" && debounced !== selectedLabel;
  const results = useCustomerSearch(searching ? debounced : "");
  const [adding, setAdding] = useState(false);

  const found = searching ? (results.data ?? []) : [];
  const options = found.map((customer) => ({ value: customer.id, label: customerLabel(customer) }));
  if (party.customer && !options.some((option) => option.value === party.customer?.id)) {
    options.unshift({ value: party.customer.id, label: selectedLabel });
  }

  const chooseCustomer = (customer: DraftCustomer | null) => {
    onChange({ customer, vehicleId: customer?.vehicles[0]?.id ?? null });
    setSearch(customer ? customerLabel(customer) : "");
  };

  const pick = (id: string | null) => {
    if (id === null) return chooseCustomer(null);
    if (id === party.customer?.id) return;
    const customer = found.find((candidate) => candidate.id === id);
    if (customer) chooseCustomer(draftCustomer(customer));
  };

  const vehicles = party.customer?.vehicles ?? [];
  const chosenVehicle = vehicles.find((vehicle) => vehicle.id === party.vehicleId);

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Customer"
          placeholder="Walk-in: search name, phone or plate"
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          value={party.customer?.id ?? null}
          onChange={pick}
          data={options}
          filter={({ options: all }) => all}
          nothingFoundMessage={searching ? (results.isFetching ? "Searching…" : "No customer matches.") : "Type to search"}
          rightSection={results.isFetching ? <Loader size="xs" aria-label="Searching customers" /> : undefined}
          disabled={partyLocked}
          w={{ base: "100%", sm: 360 }}
        />
        {canAddCustomer && !partyLocked && (
          <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New customer
          </Button>
        )}
      </Group>
      <Group align="flex-end" wrap="wrap">
        {vehicles.length > 0 && (
          <Select
            label="Vehicle"
            placeholder="No vehicle on file"
            data={vehicles.map((vehicle) => ({
              value: vehicle.id,
              label: `${vehicleLabel(vehicle)} · ${vehicleTypeLabels[vehicle.type]}${vehicle.tag ? ` · ${vehicle.tag}` : ""}`,
            }))}
            value={party.vehicleId}
            onChange={(vehicleId) => onChange({ vehicleId })}
            clearable
            disabled={partyLocked}
            w={{ base: "100%", sm: 360 }}
          />
        )}
        {!chosenVehicle && (
          <Select
            label="Vehicle type"
            description="Sets the prices"
            placeholder="Base prices"
            data={vehicleTypeOptions}
            value={party.vehicleType}
            onChange={(value) => onChange({ vehicleType: (value as VehicleType | null) ?? null })}
            clearable
            disabled={partyLocked}
            w={200}
          />
        )}
        <Radio.Group
          label="Service mode"
          value={party.serviceMode === null ? "" : String(party.serviceMode)}
          onChange={(value) => onChange({ serviceMode: value === "" ? null : (Number(value) as ServiceMode) })}
        >
          <Group gap="md" mt={8} mb={6}>
            {serviceModeOptions.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <AddCustomerDialog opened={adding} onClose={() => setAdding(false)} onSaved={(customer) => chooseCustomer(draftCustomer(customer))} />
    </Stack>
  );
}
