import { Anchor, Avatar, Badge, Button, Group, Loader, Select, Stack, Table, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { can, employeeName, employeeStatuses, formatPhone, UserStatus, userStatusLabels, type EmployeeListFilter } from "@washdesk/domain";
import { Link, useSearchParams } from "react-router";
import { ListFooter } from "../../components/list-footer";
import { ListTable } from "../../components/list-table";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useEmployeeList, useGroups } from "./employee-queries";
import type { EmployeeListRequest } from "./employee-keys";

const statusColours: Partial<Record<number, string>> = {
  [UserStatus.ACTIVE]: "green",
  [UserStatus.NOT_USER]: "blue",
  [UserStatus.INVITED]: "yellow",
  [UserStatus.SUSPENDED]: "orange",
  [UserStatus.TERMINATED]: "red",
};

function readParams(params: URLSearchParams): EmployeeListRequest {
  const status = params.get("status");
  return {
    page: Number(params.get("page") ?? 1) || 1,
    search: params.get("search") ?? "",
    ...(status !== null && status !== "" ? { status: Number(status) as EmployeeListFilter["status"] } : {}),
    ...(params.get("group") ? { groupId: params.get("group") ?? undefined } : {}),
  };
}

/** docs/product.md §2 /settings/users: employees by status and group, searched by name, in pages. */
export default function EmployeesPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const query = readParams(params);
  const employees = useEmployeeList(query);
  const groups = useGroups();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: null, ...changes })) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const search = useAddressSearch(query.search ?? "", (text) => update({ search: text }), 300);
  const page = employees.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={employees.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            {...searchBoxProps(search)}
            w={260}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={employeeStatuses.map((s) => ({ value: String(s), label: userStatusLabels[s] }))}
            value={query.status !== undefined ? String(query.status) : null}
            onChange={(value) => update({ status: value })}
            w={180}
          />
          <Select
            label="Group"
            placeholder="Any group"
            clearable
            data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            value={query.groupId ?? null}
            onChange={(value) => update({ group: value })}
            w={180}
          />
        </Group>
        {can(group, "settings.users.new") && (
          <Button component={Link} to="/settings/users/add" leftSection={<IconPlus size={16} aria-hidden />}>
            Add employee
          </Button>
        )}
      </Group>

      <ListTable
        label="Employees"
        minWidth={720}
        headers={["Name", "Group", "Status", "E-mail", "Phone"]}
        empty={(page?.items.length ?? 0) === 0}
        emptyText={employees.isPending ? "Loading employees…" : "No employee matches."}
      >
        {page?.items.map((employee) => (
          <Table.Tr key={employee.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Avatar src={employee.image} alt="" size="sm" radius="xl" />
                {can(group, "settings.users.edit") ? (
                  <Anchor component={Link} to={`/settings/users/${employee.id}`}>
                    {employeeName(employee)}
                  </Anchor>
                ) : (
                  employeeName(employee)
                )}
              </Group>
            </Table.Td>
            <Table.Td>{employee.group.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={statusColours[employee.status] ?? "gray"}>
                {userStatusLabels[employee.status as UserStatus] ?? employee.status}
              </Badge>
            </Table.Td>
            <Table.Td>{employee.email || "—"}</Table.Td>
            <Table.Td>{employee.phone ? formatPhone(employee.phone) : "—"}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={page} noun="employees" current={query.page} onPage={(next) => update({ page: String(next) })} />
    </Stack>
  );
}
