import { Anchor, Group, Loader, Select, Stack, Table } from "@mantine/core";
import { enumOptions, enumValues, formatMoney, PaymentMethod, paymentMethodLabels, VoidOrRefund, voidOrRefundLabels } from "@washdesk/domain";
import type { MouseEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ListTable } from "../../components/list-table";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { dateRangeParams, enumParam, pageParam, SALES_PAGE_SIZE, toSearchParams } from "../../components/list-params";
import { formatDateTimeAt } from "../../components/shop-dates";
import { useRefundList } from "./sale-queries";
import type { RefundListRequest } from "./sale-requests";

const kindOptions = enumOptions(VoidOrRefund, voidOrRefundLabels).map(({ value, label }) => ({ value: String(value), label }));
const methodOptions = enumOptions(PaymentMethod, paymentMethodLabels).map(({ value, label }) => ({ value: String(value), label }));

interface RefundListParams {
  from: string;
  to: string;
  kind: VoidOrRefund | null;
  method: PaymentMethod | null;
  page: number;
}

/** docs/product.md §2 /sales/refunds: every void and refund of a date range, with the sale it belongs to. */
export default function RefundsPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list: RefundListParams = {
    ...dateRangeParams(params, timeZone),
    kind: enumParam(params, "kind", enumValues(VoidOrRefund)),
    method: enumParam(params, "method", enumValues(PaymentMethod)),
    page: pageParam(params),
  };
  const query: RefundListRequest = {
    from: list.from,
    to: list.to,
    kind: list.kind ?? undefined,
    method: list.method ?? undefined,
    page: list.page,
    pageSize: SALES_PAGE_SIZE,
  };
  const refunds = useRefundList(query);
  const update = (changes: Partial<RefundListParams>) => setParams(toSearchParams({ ...list, page: 1, ...changes }), { replace: true });
  const open = (event: MouseEvent, saleId: string) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(`/sales/${saleId}`);
  };
  const items = refunds.data?.items ?? [];
  const totals = refunds.data?.totals;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateRangeFields from={list.from} to={list.to} onChange={(range) => update(range)} />
        <Select
          label="Type"
          placeholder="Voids and refunds"
          data={kindOptions}
          value={list.kind === null ? null : String(list.kind)}
          onChange={(value) => update({ kind: value === null ? null : (Number(value) as VoidOrRefund) })}
          clearable
          w={170}
        />
        <Select
          label="Refund method"
          placeholder="Any method"
          data={methodOptions}
          value={list.method === null ? null : String(list.method)}
          onChange={(value) => update({ method: value === null ? null : (Number(value) as PaymentMethod) })}
          clearable
          w={170}
        />
        {refunds.isFetching && <Loader size="sm" aria-label="Loading refunds" mb={8} />}
      </Group>
      <ListTable
        label="Refunds"
        minWidth={900}
        highlightOnHover
        columns={8}
        empty={items.length === 0}
        emptyText={refunds.isPending ? "Loading refunds…" : "No refunds in this range."}
        head={
          <>
            <Table.Th>Date</Table.Th>
            <Table.Th>Sale</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </>
        }
        foot={
          totals && (
            <Table.Tfoot>
              <Table.Tr fw={700} aria-label="Totals">
                <Table.Th colSpan={5} scope="row">
                  Totals · {totals.count} {totals.count === 1 ? "refund" : "refunds"}
                </Table.Th>
                <Table.Td ta="right">{formatMoney(totals.amount)}</Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          )
        }
      >
        {items.map((refund) => (
          <Table.Tr key={refund.id} onClick={(event) => open(event, refund.saleId)} style={{ cursor: "pointer" }}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTimeAt(refund.createdAt, timeZone)}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/sales/${refund.saleId}`} fw={500}>
                #{refund.saleNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>{refund.customer?.name ?? "Walk-in"}</Table.Td>
            <Table.Td>{voidOrRefundLabels[refund.kind]}</Table.Td>
            <Table.Td>{paymentMethodLabels[refund.method]}</Table.Td>
            <Table.Td ta="right">{formatMoney(refund.amount)}</Table.Td>
            <Table.Td>{refund.reason}</Table.Td>
            <Table.Td>{refund.createdBy.name}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={refunds.data} noun="refunds" onPage={(page) => update({ page })} />
    </Stack>
  );
}
