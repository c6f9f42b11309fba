import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_SEARCH_MIN_LENGTH, expenseRoutes, SEARCH_DEBOUNCE_MS } from "@washdesk/domain";
import { useState } from "react";
import { call } from "../../api/call";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

type Person = { id: string; name: string };

export interface StaffSelectProps {
  value: Person | null;
  onChange: (person: Person | null) => void;
  disabled?: boolean;
}

/** Who will do the work: staff found by name (silent: without the right to search staff, only the signed-in person is offered). */
export function StaffSelect({ value, onChange, disabled }: StaffSelectProps) {
  const user = useSessionStore(sessionSelectors.user);
  const [search, setSearch] = useState(value?.name ?? "");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ["users", "appointmentStaff", debounced],
    queryFn: async ({ signal }) =>
      (
        await call(expenseRoutes.staffSearch, {
          query: { text: debounced, project: ["firstName", "lastName"], fields: ["firstName", "lastName"] },
          signal,
          silent: true,
        })
      ).results.map((person) => ({ id: person.id, name: `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() })),
    enabled: debounced.length >= EMPLOYEE_SEARCH_MIN_LENGTH && debounced !== value?.name,
    staleTime: 60_000,
    retry: false,
  });
  const people = new Map<string, Person>();
  if (value) people.set(value.id, value);
  if (user) people.set(user.id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() });
  for (const person of found.data ?? []) people.set(person.id, person);

  return (
    <Select
      label="Staff"
      placeholder="Anyone"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...people.values()].map((person) => ({ value: person.id, label: person.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (people.get(id) ?? null))}
      filter={({ options }) => options}
      disabled={disabled}
      w={{ base: "100%", sm: 240 }}
    />
  );
}
