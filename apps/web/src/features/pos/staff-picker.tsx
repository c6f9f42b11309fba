import { Button, Group, Modal, MultiSelect, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { EMPLOYEE_SEARCH_MIN_LENGTH, expenseRoutes, SEARCH_DEBOUNCE_MS } from "@washdesk/domain";
import { useRef, useState } from "react";
import { call } from "../../api/call";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useClockBoard } from "../time-clock";

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

/**
 * Who did the work on a line (payroll commissions): those on the clock first, then the signed-in
 * person and others by name. Assigning a line to someone off the clock asks first: the work was
 * likely done by someone else, or the person forgot to clock in.
 */
export function StaffPicker({ value, onChange }: StaffPickerProps) {
  const user = useSessionStore(sessionSelectors.user);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useStaffSearch(debounced);
  // Silent: the counter works on without the time clock's answer, only without the ordering.
  const board = useClockBoard({ silent: true });
  const [asking, setAsking] = useState<{ ids: string[]; off: string[] } | null>(null);
  // Names seen once stay known, so a chosen person keeps their label after the search changes.
  const names = useRef(new Map<string, string>());
  if (user) names.current.set(user.id, `${user.firstName} ${user.lastName}`.trim());
  for (const person of board.data?.people ?? []) names.current.set(person.userId, person.name);
  for (const person of found.data ?? []) names.current.set(person.id, `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim());
  const onClock = (board.data?.people ?? []).filter((p) => p.state !== "off").map((p) => p.userId);
  const onClockSet = new Set(onClock);
  const others = [...new Set([...(user ? [user.id] : []), ...value, ...(found.data ?? []).map((person) => person.id)])].filter((id) => !onClockSet.has(id));
  const option = (id: string) => ({ value: id, label: names.current.get(id) ?? id });
  const data = [
    ...(onClock.length > 0 ? [{ group: "On the clock", items: onClock.map(option) }] : []),
    ...(others.length > 0 ? [{ group: onClock.length > 0 ? "Off the clock" : "Staff", items: others.map(option) }] : []),
  ];

  const change = (ids: string[]) => {
    // Only while the board is known: without it the counter does not guess who is working.
    const added = ids.filter((id) => !value.includes(id));
    const off = board.data ? added.filter((id) => !onClockSet.has(id)) : [];
    if (off.length > 0) setAsking({ ids, off });
    else onChange(ids);
  };

  return (
    <>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Not on the clock" centered>
        <Text mb="md">
          {asking
            ? `${asking.off.map((id) => names.current.get(id) ?? id).join(", ")} ${asking.off.length === 1 ? "is" : "are"} not on the clock. Assign this line anyway?`
            : ""}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (asking) onChange(asking.ids);
              setAsking(null);
            }}
          >
            Assign anyway
          </Button>
        </Group>
      </Modal>
      <StaffSelect data={data} value={value} onChange={change} search={search} setSearch={setSearch} />
    </>
  );
}

interface StaffSelectProps {
  data: { group: string; items: { value: string; label: string }[] }[];
  value: string[];
  onChange: (ids: string[]) => void;
  search: string;
  setSearch: (text: string) => void;
}

function StaffSelect({ data, value, onChange, search, setSearch }: StaffSelectProps) {
  return (
    <MultiSelect
      label="Staff"
      placeholder={value.length === 0 ? "Who did the work" : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      maxValues={20}
      w={{ base: "100%", sm: 260 }}
    />
  );
}
