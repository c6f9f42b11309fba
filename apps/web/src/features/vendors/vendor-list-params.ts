export type VendorListParams = {
  search: string;
  page: number;
};

export const VENDORS_PAGE_SIZE = 25;

/** The list's state lives in the address (?q=&page=), so a reload or Back keeps the same page. */
export function readVendorListParams(params: URLSearchParams): VendorListParams {
  const page = Number(params.get("page"));
  return { search: params.get("q") ?? "", page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Only what differs from the defaults goes into the address. */
export function writeVendorListParams(list: VendorListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search) params.set("q", list.search);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** GET /api/purchases/vendors's query (domain vendorListQuerySchema), as the client sends it. */
export type VendorListRequest = VendorListParams & { pageSize: number };

export const vendorListQuery = (list: VendorListParams): VendorListRequest => ({ search: list.search.trim(), page: list.page, pageSize: VENDORS_PAGE_SIZE });
