import { Anchor, Group, Stack, Table, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  appointmentStatusLabels,
  formatDisplayDate,
  formatMoney,
  formatWallTime,
  type AppointmentItem,
} from "@washdesk/domain";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { SALES_PAGE_SIZE } from "../../components/list-params";
import { ListTable, type ListColumn } from "../../components/list-table";
import { ChoiceFilter, FilterBar } from "../../components/filter-bar";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";
import { useAppointmentList } from "./appointment-queries";
import { AppointmentStatusBadges } from "./appointment-status";

const COLUMNS: readonly ListColumn[] = ["When", "Customer", "Vehicle", "Services", "Bay", "Status", { title: "Amount", align: "right" }];
const SEARCH_DEBOUNCE_MS = 300;

export interface AppointmentListFilters {
  status: AppointmentStatus | null;
  text: string;
  from: string;
  to: string;
  page: number;
}

export interface AppointmentListViewProps {
  filters: AppointmentListFilters;
  onChange: (changes: Partial<AppointmentListFilters>) => void;
  onOpen: (item: AppointmentItem) => void;
}

/** The list view: appointments by start, soonest first, filtered by status, text and dates; paginated. */
export function AppointmentListView({ filters, onChange, onOpen }: AppointmentListViewProps) {
  const list = useAppointmentList({
    status: filters.status ?? undefined,
    text: filters.text || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    pageSize: SALES_PAGE_SIZE,
  });
  const search = useAddressSearch(
    filters.text,
    (text) => onChange({ text, page: 1 }),
    SEARCH_DEBOUNCE_MS,
    (text) => text.trim(),
  );
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md">
      <FilterBar busy={list.isFetching} busyLabel="Loading appointments">
        <TextInput
          label="Search"
          placeholder="Customer, phone or notes"
          leftSection={<IconSearch size={16} aria-hidden />}
          {...searchBoxProps(search)}
          w={240}
        />
        <ChoiceFilter
          label="Status"
          anyLabel="Any status"
          values={APPOINTMENT_STATUSES}
          labels={appointmentStatusLabels}
          value={filters.status}
          onChange={(status) => onChange({ status, page: 1 })}
          w={160}
        />
        <DateRangeFields from={filters.from} to={filters.to} clearable onChange={(range) => onChange({ ...range, page: 1 })} />
      </FilterBar>
      <ListTable
        label="Appointments"
        minWidth={800}
        highlightOnHover
        headers={COLUMNS}
        empty={items.length === 0}
        emptyText={list.isPending ? "Loading appointments…" : "No appointments match these filters."}
      >
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <Anchor component="button" type="button" onClick={() => onOpen(item)} fw={500}>
                {formatDisplayDate(item.date)} {formatWallTime(item.time)}
              </Anchor>
            </Table.Td>
            <Table.Td>{item.customer.name}</Table.Td>
            <Table.Td>{item.vehicle?.label ?? ""}</Table.Td>
            <Table.Td>{item.services}</Table.Td>
            <Table.Td>{item.bay ?? "Any"}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {item.status === AppointmentStatus.Pending && appointmentStatusLabels[item.status]}
                <AppointmentStatusBadges item={item} size="xs" />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={list.data} noun="appointments" onPage={(page) => onChange({ page })} current={filters.page} />
    </Stack>
  );
}
