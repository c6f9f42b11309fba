import { isEnumValue, PaymentMethod, saleListCursor, type DeletedSalePage, type RefundPage, type SaleListItem, type SalePage } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import * as lists from "./sale-list.repository";
import { toRefund } from "./sale-dto";

const emptyTotals = { count: 0, subTotal: 0, discountTotal: 0, taxTotal: 0, amount: 0, paidTotal: 0, tipTotal: 0, refundedTotal: 0, balance: 0 };

function toListItem(row: lists.SaleListRow): SaleListItem {
  return {
    id: row.id,
    number: row.number,
    businessDate: row.businessDate,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    invoiceStatus: row.invoiceStatus,
    paidBy: row.paidBy,
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
    vehicleType: row.vehicleType,
    cashier: { id: row.cashierId, name: row.cashierName },
    amount: row.amount,
    taxTotal: row.taxTotal,
    discountTotal: row.discountTotal,
    paidTotal: row.paidTotal,
    tipTotal: row.tipTotal,
    refundedTotal: row.refundedTotal,
    balance: Math.max(row.amount - row.paidTotal, 0),
    paymentMethods: row.paymentMethods.map(Number).filter((method) => isEnumValue(PaymentMethod, method)),
  };
}

/** GET /api/sales: a page of living sales and the totals of everything the filter matches. */
export async function listSales(deps: AppDeps, filter: lists.SaleListFilter): Promise<SalePage> {
  const [read, [totals = emptyTotals]] = await Promise.all([lists.salePageQuery(deps.db, filter), lists.saleTotalsQuery(deps.db, filter)]);
  // A page read upwards (before a place) comes oldest first.
  const rows = !filter.after && filter.before ? read.reverse() : read;
  const first = rows[0];
  const last = rows.at(-1);
  return {
    items: rows.map(toListItem),
    total: totals.count,
    page: filter.page,
    pageSize: filter.pageSize,
    totals: { ...totals, net: totals.paidTotal - totals.refundedTotal },
    cursors: {
      previous: first ? saleListCursor(first) : null,
      next: last && rows.length === filter.pageSize ? saleListCursor(last) : null,
    },
  };
}

/** GET /api/sales/deleted. */
export async function listDeletedSales(deps: AppDeps, filter: lists.DeletedSaleListFilter): Promise<DeletedSalePage> {
  const [rows, [counted]] = await Promise.all([lists.deletedPageQuery(deps.db, filter), lists.deletedCountQuery(deps.db, filter)]);
  return {
    items: rows.map((row) => ({
      ...toListItem(row),
      // The filter keeps only deleted rows, so these are set.
      deletedAt: row.deletedAt!.toISOString(),
      deletedBy: { id: row.deletedBy!, name: row.deletedByName },
      deleteReason: row.deleteReason ?? "",
      previousStatus: row.deletedFromStatus ?? row.status,
    })),
    total: counted?.count ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** GET /api/sales/refunds: voids and refunds, newest first, with the sale number and customer. */
export async function listRefunds(deps: AppDeps, filter: lists.RefundListFilter): Promise<RefundPage> {
  const [rows, [totals]] = await Promise.all([lists.refundPageQuery(deps.db, filter), lists.refundTotalsQuery(deps.db, filter)]);
  return {
    items: rows.map((row) => {
      const { lines: _lines, ...refund } = toRefund(row);
      return {
        ...refund,
        saleId: row.refund.saleId,
        saleNumber: row.saleNumber,
        customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
      };
    }),
    total: totals?.count ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
    totals: { count: totals?.count ?? 0, amount: totals?.amount ?? 0 },
  };
}
