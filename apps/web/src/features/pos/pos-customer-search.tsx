import { Button, Group, Loader, Select, Text } from "@mantine/core";
import { formatPhone, type CustomerListItem } from "@washdesk/domain";
import { useEffect, useRef, type Ref } from "react";

export interface PosCustomerSearchProps {
  search: string;
  onSearchChange: (text: string) => void;
  /** What the server found for the settled text (empty before anything is typed). */
  found: CustomerListItem[];
  typedNothing: boolean;
  searching: boolean;
  onChoose: (customer: CustomerListItem) => void;
  /** Opens the quick add with what was typed; absent for someone who may not add customers. */
  onAdd?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/**
 * The customer lookup's dropdown. Its own chunk: a select carries a positioning library the
 * counter's first screen does not need until someone looks a customer up (see pos-customer.tsx).
 */
export default function PosCustomerSearch({
  search,
  onSearchChange,
  found,
  typedNothing,
  searching,
  onChoose,
  onAdd,
  inputRef,
  autoFocus,
}: PosCustomerSearchProps) {
  // On mount, with no value chosen, the select empties its search text. Here that text was typed
  // into the stand-in while this loaded: keep it. (A child's effects run before this one's.)
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  return (
    <Select
      ref={inputRef}
      label="Customer"
      placeholder="Walk-in · phone, plate or name (F4)"
      searchable
      autoFocus={autoFocus}
      defaultDropdownOpened={autoFocus}
      searchValue={search}
      onSearchChange={(text) => {
        if (mounted.current || text !== "") onSearchChange(text);
      }}
      value={null}
      onChange={(id) => {
        const customer = found.find((candidate) => candidate.id === id);
        if (customer) onChoose(customer);
      }}
      data={found.map((customer) => ({
        value: customer.id,
        label: `${customer.name} · ${formatPhone(customer.phone)}${customer.vehicles.map((v) => (v.tag ? ` · ${v.tag}` : "")).join("")}`,
      }))}
      // The server matched name, phone, e-mail and plate; filtering again would hide plate matches.
      filter={({ options }) => options}
      nothingFoundMessage={typedNothing ? "Type a phone, plate or name" : searching ? "Searching…" : <NoMatch onAdd={onAdd} />}
      rightSection={searching ? <Loader size="xs" aria-label="Searching customers" /> : undefined}
      style={{ flex: 1 }}
      size="md"
    />
  );
}

/** "No customer matches." and, for who may add one, the quick add prefilled with the text typed. */
function NoMatch({ onAdd }: { onAdd?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">No customer matches.</Text>
      {onAdd && (
        // Pressed without taking the focus from the lookup, so the list stays open until the click lands.
        <Button size="xs" variant="light" onMouseDown={(event) => event.preventDefault()} onClick={onAdd}>
          Add
        </Button>
      )}
    </Group>
  );
}
