import { Avatar, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { EMPLOYEE_SEARCH_MIN_LENGTH, SEARCH_DEBOUNCE_MS, type UserSearchResult } from "@washdesk/domain";
import { useRef, useState, type ReactNode } from "react";
import { useEmployeeSearch } from "./expense-queries";

export interface EmployeeSelectProps {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The name to show for a value chosen before (editing). */
  initialName?: string;
  error?: ReactNode;
}

const fullName = (user: UserSearchResult) => `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim();

/**
 * The staff member an Employee expense is for. Searched from 2 characters, 500 ms after the last
 * key (docs/product.md §5, §9), through GET /api/search/user/; each option shows the picture, first name,
 * last name and e-mail.
 */
export function EmployeeSelect({ value, onChange, initialName, error }: EmployeeSelectProps) {
  const [search, setSearch] = useState(initialName ?? "");
  const known = useRef(new Map<string, UserSearchResult>());
  const chosen = value ? known.current.get(value) : undefined;
  const chosenName = chosen ? fullName(chosen) : (initialName ?? "");
  const text = value && search === chosenName ? "" : search.trim();
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const found = useEmployeeSearch(debounced);
  const results = debounced.length >= EMPLOYEE_SEARCH_MIN_LENGTH ? (found.data ?? []) : [];
  for (const user of results) known.current.set(user.id, user);
  const options = results.map((user) => ({ value: user.id, label: fullName(user) }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: chosenName });

  return (
    <Select
      label="Employee"
      placeholder="Type at least 2 characters"
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={onChange}
      nothingFoundMessage={text.length < EMPLOYEE_SEARCH_MIN_LENGTH ? "Type at least 2 characters" : found.isFetching ? "Searching…" : "No employee found"}
      rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching employees" /> : undefined}
      renderOption={({ option }) => {
        const user = known.current.get(option.value);
        if (!user) return option.label;
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.image ?? null} alt="" size={32} radius="xl">
              {(user.firstName?.[0] ?? "") + (user.lastName?.[0] ?? "")}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm">
                {user.firstName} {user.lastName}
              </Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Stack>
          </Group>
        );
      }}
      error={error}
    />
  );
}
