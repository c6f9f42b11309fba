import { Anchor, Group, Loader, Stack, Table } from "@mantine/core";
import { formatDisplayDate, formatMoney, orderStatusLabels } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { dateRangeParams, pageParam, SALES_PAGE_SIZE, toSearchParams } from "../../components/list-params";
import { formatDateTimeAt } from "../../components/shop-dates";
import { useDeletedSaleList } from "./sale-queries";
import type { DeletedSaleListRequest } from "./sale-requests";

/** docs/product.md §2 /sales/deleted: deleted sales with why, who and when; each opens read-only. */
export default function DeletedSalesPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = { ...dateRangeParams(params, timeZone), page: pageParam(params) };
  const query: DeletedSaleListRequest = { ...list, pageSize: SALES_PAGE_SIZE };
  const deleted = useDeletedSaleList(query);
  const update = (changes: Partial<typeof list>) => setParams(toSearchParams({ ...list, page: 1, ...changes }), { replace: true });
  const open = (event: MouseEvent, id: string) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(`/sales/${id}`);
  };
  const items = deleted.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateRangeFields from={list.from} to={list.to} onChange={(range) => update(range)} />
        {deleted.isFetching && <Loader size="sm" aria-label="Loading deleted sales" mb={8} />}
      </Group>
      <ListTable
        label="Deleted sales"
        minWidth={900}
        highlightOnHover
        columns={8}
        empty={items.length === 0}
        emptyText={deleted.isPending ? "Loading deleted sales…" : "No deleted sales in this range."}
        head={
          <>
            <Table.Th>Sale</Table.Th>
            <Table.Th>Sale date</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Was</Table.Th>
            <Table.Th>Deleted</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Reason</Table.Th>
          </>
        }
      >
        {items.map((sale) => (
          <Table.Tr key={sale.id} onClick={(event) => open(event, sale.id)} style={{ cursor: "pointer" }}>
            <Table.Td>
              <Anchor component={Link} to={`/sales/${sale.id}`} fw={500}>
                #{sale.number}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(sale.businessDate)}</Table.Td>
            <Table.Td>{sale.customer?.name ?? "Walk-in"}</Table.Td>
            <Table.Td ta="right">{formatMoney(sale.amount)}</Table.Td>
            <Table.Td>{orderStatusLabels[sale.previousStatus]}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTimeAt(sale.deletedAt, timeZone)}</Table.Td>
            <Table.Td>{sale.deletedBy.name}</Table.Td>
            <Table.Td>{sale.deleteReason}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={deleted.data} noun="deleted sales" onPage={(page) => update({ page })} />
    </Stack>
  );
}
