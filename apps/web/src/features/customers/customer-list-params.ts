import { customerSortFields } from "@washdesk/domain";

export type VipFilter = "all" | "vip" | "regular";
export type CustomerSort = (typeof customerSortFields)[number];
export type SortOrder = "asc" | "desc";

export type CustomerListParams = {
  search: string;
  vip: VipFilter;
  sort: CustomerSort;
  order: SortOrder;
  page: number;
};

export const CUSTOMERS_PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;

/** The list's state lives in the address (?q=&vip=&sort=&order=&page=), so Back from a profile returns to the same page. */
export function readListParams(params: URLSearchParams): CustomerListParams {
  const page = Number(params.get("page"));
  return {
    search: params.get("q") ?? "",
    vip: oneOf(["all", "vip", "regular"], params.get("vip"), "all"),
    sort: oneOf(customerSortFields, params.get("sort"), "name"),
    order: oneOf(["asc", "desc"], params.get("order"), "asc"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListParams(list: CustomerListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search) params.set("q", list.search);
  if (list.vip !== "all") params.set("vip", list.vip);
  if (list.sort !== "name") params.set("sort", list.sort);
  if (list.order !== "asc") params.set("order", list.order);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** GET /api/customers's query (domain customerListQuerySchema), typed as the client sends it. */
export type CustomerListRequest = CustomerListParams & { pageSize: number };

export function listQuery(list: CustomerListParams): CustomerListRequest {
  return { ...list, search: list.search.trim(), pageSize: CUSTOMERS_PAGE_SIZE };
}
