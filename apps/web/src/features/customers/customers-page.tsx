import { Button, Group, Loader, Select, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { can, type CustomerListItem } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListFooter } from "../../components/list-footer";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import type { VehicleDraft } from "../vehicles";
import { AddCustomerDialog } from "./add-customer-dialog";
import { CustomerListTable } from "./customer-list-table";
import { listQuery, readListParams, writeListParams, type CustomerListParams, type CustomerSort, type VipFilter } from "./customer-list-params";
import { useCustomerList } from "./customer-queries";
import { SavedVehicleDialogs } from "./saved-vehicle-dialogs";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";

/** Typing pauses this long before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

const vipOptions: { value: VipFilter; label: string }[] = [
  { value: "all", label: "All customers" },
  { value: "vip", label: "VIP only" },
  { value: "regular", label: "Regular only" },
];

/** docs/product.md §2 /customers: searchable, paginated, with "Add customer" for those allowed. */
export default function CustomersPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ customerId: string; vehicle: VehicleDraft } | null>(null);
  const customers = useCustomerList(listQuery(list));

  const update = (changes: Partial<CustomerListParams>) => setParams(writeListParams({ ...list, page: 1, ...changes }), { replace: true });
  // A new search starts on page 1.
  const search = useAddressSearch(list.search, (text) => update({ search: text }), SEARCH_DEBOUNCE_MS);

  const sortBy = (field: CustomerSort) => update({ sort: field, order: list.sort === field && list.order === "asc" ? "desc" : "asc" });

  const page = customers.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, phone, e-mail or plate"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={customers.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            {...searchBoxProps(search)}
            w={300}
          />
          <Select
            label="VIP"
            data={vipOptions}
            value={list.vip}
            allowDeselect={false}
            onChange={(value) => update({ vip: (value as VipFilter | null) ?? "all" })}
            w={170}
          />
        </Group>
        {can(group, "customers.new") && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add customer
          </Button>
        )}
      </Group>

      <CustomerListTable
        customers={page?.items ?? []}
        list={list}
        onSort={sortBy}
        onEditVehicle={
          can(group, "customers.edit") ? (customer: CustomerListItem, vehicle: VehicleDraft) => setEditing({ customerId: customer.id, vehicle }) : undefined
        }
        emptyText={customers.isPending ? "Loading customers…" : list.search ? "No customer matches this search." : "No customers yet."}
      />

      <ListFooter page={page} noun="customers" current={list.page} onPage={(next) => update({ page: next })} />

      <AddCustomerDialog opened={adding} onClose={() => setAdding(false)} />
      <SavedVehicleDialogs customerId={editing?.customerId ?? null} editing={editing?.vehicle ?? null} onCloseEdit={() => setEditing(null)} />
    </Stack>
  );
}
