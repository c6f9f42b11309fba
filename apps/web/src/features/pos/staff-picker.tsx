import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_SEARCH_MIN_LENGTH, expenseRoutes, SEARCH_DEBOUNCE_MS } from "@washdesk/domain";
import { useRef, useState } from "react";
import { call } from "../../api/call";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

export interface StaffPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

/** GET /api/search/user/; silent, since a counter group may not be allowed to search staff (then only "me" is offered). */
function useStaffSearch(text: string) {
  return useQuery({
    queryKey: ["users", "posStaff", text],
    queryFn: async ({ signal }) =>
      (await call(expenseRoutes.staffSearch, { query: { text, project: ["firstName", "lastName"], fields: ["firstName", "lastName"] }, signal, silent: true }))
        .results,
    enabled: text.length >= EMPLOYEE_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    retry: false,
  });
}

/** Who did the work on a line (payroll commissions): the signed-in person first, others by name. */
export function StaffPicker({ value, onChange }: StaffPickerProps) {
  const user = useSessionStore(sessionSelectors.user);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useStaffSearch(debounced);
  // Names seen once stay known, so a chosen person keeps their label after the search changes.
  const names = useRef(new Map<string, string>());
  if (user) names.current.set(user.id, `${user.firstName} ${user.lastName}`.trim());
  for (const person of found.data ?? []) names.current.set(person.id, `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim());
  const offered = new Set([...(user ? [user.id] : []), ...value, ...(found.data ?? []).map((person) => person.id)]);

  return (
    <MultiSelect
      label="Staff"
      placeholder={value.length === 0 ? "Who did the work" : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...offered].map((id) => ({ value: id, label: names.current.get(id) ?? id }))}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      maxValues={20}
      w={{ base: "100%", sm: 260 }}
    />
  );
}
