import { Group, Loader, Select, Stack } from "@mantine/core";
import {
  enumOptions,
  enumValues,
  InvoiceStatus,
  invoiceStatusLabels,
  OrderStatus,
  orderStatusLabels,
  PaidBy,
  paidByLabels,
  PaymentMethod,
  paymentMethodLabels,
} from "@washdesk/domain";
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
const paidByOptions = enumOptions(PaidBy, paidByLabels).map(({ value, label }) => ({ value: String(value), label }));
const invoiceOptions = enumOptions(InvoiceStatus, invoiceStatusLabels).map(({ value, label }) => ({ value: String(value), label }));

interface SaleListParams {
  from: string;
  to: string;
  status: OrderStatus | null;
  customer: NamedId | null;
  cashier: NamedId | null;
  method: PaymentMethod | null;
  paidBy: PaidBy | null;
  invoice: InvoiceStatus | null;
  page: number;
  /** How the page was reached from the one beside it: after that page's last row, or before its first. */
  after: string | null;
  before: string | null;
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
    paidBy: enumParam(params, "paidBy", enumValues(PaidBy)),
    invoice: enumParam(params, "invoice", enumValues(InvoiceStatus)),
    page: pageParam(params),
    after: params.get("after"),
    before: params.get("before"),
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
    paidBy: list.paidBy,
    invoice: list.invoice,
    page: list.page,
    after: list.after,
    before: list.before,
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
    paidBy: list.paidBy ?? undefined,
    invoiceStatus: list.invoice ?? undefined,
    page: list.page,
    pageSize: SALES_PAGE_SIZE,
    after: list.after ?? undefined,
    before: list.before ?? undefined,
  };
}

/** docs/product.md §2 /sales/list: sales of a date range (this month by default), filtered, paginated, with the server's totals row. */
export default function SalesListPage() {
  const user = useSessionStore(sessionSelectors.user);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const list = readParams(params, timeZone);
  const sales = useSaleList(listQuery(list));
  const update = (changes: Partial<SaleListParams>) => setParams(writeParams({ ...list, page: 1, after: null, before: null, ...changes }), { replace: true });
  // The next or previous page is read from the shown page's last or first row, by key (as fast deep
  // in years of sales as on page 1); any other page by its number.
  const toPage = (page: number) => {
    const cursors = sales.data?.cursors;
    if (page === list.page + 1 && cursors?.next) update({ page, after: cursors.next });
    else if (page === list.page - 1 && page > 1 && cursors?.previous) update({ page, before: cursors.previous });
    else update({ page });
  };

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
        <Select
          label="Paid by"
          placeholder="Any"
          data={paidByOptions}
          value={list.paidBy === null ? null : String(list.paidBy)}
          onChange={(value) => update({ paidBy: value === null ? null : (Number(value) as PaidBy) })}
          clearable
          w={140}
        />
        <Select
          label="Invoice"
          placeholder="Any"
          data={invoiceOptions}
          value={list.invoice === null ? null : String(list.invoice)}
          onChange={(value) => update({ invoice: value === null ? null : (Number(value) as InvoiceStatus) })}
          clearable
          w={130}
        />
        {sales.isFetching && <Loader size="sm" aria-label="Loading sales" mb={8} />}
      </Group>
      <SaleListTable
        sales={sales.data?.items ?? []}
        totals={sales.data?.totals}
        emptyText={sales.isPending ? "Loading sales…" : "No sales match these filters."}
      />
      <ListFooter page={sales.data} noun="sales" onPage={toPage} />
    </Stack>
  );
}
