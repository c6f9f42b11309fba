import { Group, Loader, Select, Stack } from "@mantine/core";
import { enumOptions, enumValues, OrderStatus, orderStatusLabels, PaymentMethod, paymentMethodLabels } from "@washdesk/domain";
import { useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CustomerFilter, type NamedId } from "./customer-filter";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { dateRangeParams, enumParam, pageParam, SALES_PAGE_SIZE, toSearchParams } from "../../components/list-params";
import { useSaleList } from "./sale-queries";
import type { SaleListRequest } from "./sale-requests";
import { SaleListTable } from "./sale-list-table";

// Deleted sales have their own list; every other status can be filtered on.
const statusOptions = enumOptions(OrderStatus, orderStatusLabels)
  .filter((option) => option.value !== OrderStatus.Deleted)
  .map(({ value, label }) => ({ value: String(value), label }));
const methodOptions = enumOptions(PaymentMethod, paymentMethodLabels).map(({ value, label }) => ({ value: String(value), label }));

interface SaleListParams {
  from: string;
  to: string;
  status: OrderStatus | null;
  customer: NamedId | null;
  cashier: NamedId | null;
  method: PaymentMethod | null;
  page: number;
}

function readParams(params: URLSearchParams, timeZone: string | undefined): SaleListParams {
  const named = (id: string, name: string): NamedId | null => {
    const value = params.get(id);
    return value ? { id: value, name: params.get(name) ?? "" } : null;
  };
  return {
    ...dateRangeParams(params, timeZone),
    status: enumParam(params, "status", enumValues(OrderStatus)),
    customer: named("customer", "customerName"),
    cashier: named("cashier", "cashierName"),
    method: enumParam(params, "method", enumValues(PaymentMethod)),
    page: pageParam(params),
  };
}

function writeParams(list: SaleListParams): URLSearchParams {
  return toSearchParams({
    from: list.from,
    to: list.to,
    status: list.status,
    customer: list.customer?.id,
    customerName: list.customer?.name,
    cashier: list.cashier?.id,
    cashierName: list.cashier?.name,
    method: list.method,
    page: list.page,
  });
}

function listQuery(list: SaleListParams): SaleListRequest {
  return {
    from: list.from,
    to: list.to,
    status: list.status ?? undefined,
    customerId: list.customer?.id,
    cashierId: list.cashier?.id,
    paymentMethod: list.method ?? undefined,
    page: list.page,
    pageSize: SALES_PAGE_SIZE,
  };
}

/** docs/product.md §2 /sales/list: sales of a date range (this month by default), filtered, paginated, with the server's totals row. */
export default function SalesListPage() {
  const user = useSessionStore(sessionSelectors.user);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const list = readParams(params, timeZone);
  const sales = useSaleList(listQuery(list));
  const update = (changes: Partial<SaleListParams>) => setParams(writeParams({ ...list, page: 1, ...changes }), { replace: true });

  // No user directory exists yet: the cashiers offered are you and those seen in the list.
  const cashiers = new Map<string, string>();
  if (user) cashiers.set(user.id, `${user.firstName} ${user.lastName}`.trim());
  for (const sale of sales.data?.items ?? []) cashiers.set(sale.cashier.id, sale.cashier.name);
  if (list.cashier) cashiers.set(list.cashier.id, list.cashier.name);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateRangeFields from={list.from} to={list.to} onChange={(range) => update(range)} />
        <Select
          label="Status"
          placeholder="Any status"
          data={statusOptions}
          value={list.status === null ? null : String(list.status)}
          onChange={(value) => update({ status: value === null ? null : (Number(value) as OrderStatus) })}
          clearable
          w={170}
        />
        <CustomerFilter value={list.customer} onChange={(customer) => update({ customer })} />
        <Select
          label="Cashier"
          placeholder="All cashiers"
          data={[...cashiers].map(([value, label]) => ({ value, label }))}
          value={list.cashier?.id ?? null}
          onChange={(id, option) => update({ cashier: id && option ? { id, name: option.label } : null })}
          clearable
          w={200}
        />
        <Select
          label="Payment method"
          placeholder="Any method"
          data={methodOptions}
          value={list.method === null ? null : String(list.method)}
          onChange={(value) => update({ method: value === null ? null : (Number(value) as PaymentMethod) })}
          clearable
          w={170}
        />
        {sales.isFetching && <Loader size="sm" aria-label="Loading sales" mb={8} />}
      </Group>
      <SaleListTable
        sales={sales.data?.items ?? []}
        totals={sales.data?.totals}
        emptyText={sales.isPending ? "Loading sales…" : "No sales match these filters."}
      />
      <ListFooter page={sales.data} noun="sales" onPage={(page) => update({ page })} />
    </Stack>
  );
}
