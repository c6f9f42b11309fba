import { enumValues, PurchasePaidBy } from "@washdesk/domain";

export type PurchaseListParams = {
  /** "YYYY-MM-DD" or "". */
  from: string;
  to: string;
  vendorId: string;
  /** The vendor's company, carried in the address so the filter shows it after a reload. */
  vendorName: string;
  paidBy: PurchasePaidBy | "";
  page: number;
};

export const PURCHASES_PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const paidByValues: readonly string[] = enumValues(PurchasePaidBy);

/** The filters live in the address (?from=&to=&vendor=&vn=&paidBy=&page=). */
export function readPurchaseListParams(params: URLSearchParams): PurchaseListParams {
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return DATE.test(value) ? value : "";
  };
  const page = Number(params.get("page"));
  const paidBy = params.get("paidBy") ?? "";
  return {
    from: date("from"),
    to: date("to"),
    vendorId: params.get("vendor") ?? "",
    vendorName: params.get("vn") ?? "",
    paidBy: paidByValues.includes(paidBy) ? (paidBy as PurchasePaidBy) : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writePurchaseListParams(list: PurchaseListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.from) params.set("from", list.from);
  if (list.to) params.set("to", list.to);
  if (list.vendorId) {
    params.set("vendor", list.vendorId);
    params.set("vn", list.vendorName);
  }
  if (list.paidBy) params.set("paidBy", list.paidBy);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** GET /api/purchases's query (domain purchaseListQuerySchema): empty filters left out. */
export type PurchaseListRequest = { from?: string; to?: string; vendorId?: string; paidBy?: PurchasePaidBy; page: number; pageSize: number };

export function purchaseListQuery(list: PurchaseListParams): PurchaseListRequest {
  return {
    from: list.from || undefined,
    to: list.to || undefined,
    vendorId: list.vendorId || undefined,
    paidBy: list.paidBy || undefined,
    page: list.page,
    pageSize: PURCHASES_PAGE_SIZE,
  };
}
