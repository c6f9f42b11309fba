import { itemKindNames, productSortFields, type ItemKindName } from "@washdesk/domain";

export type KindFilter = "all" | ItemKindName;
export type ActiveFilter = "all" | "active" | "inactive";
export type ProductSort = (typeof productSortFields)[number];

export type ProductListParams = {
  search: string;
  category: string;
  kind: KindFilter;
  active: ActiveFilter;
  sort: ProductSort;
  order: "asc" | "desc";
  page: number;
};

export const PRODUCTS_PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;

/** The list's state lives in the address (?q=&category=&kind=&active=&sort=&order=&page=), so Back from a product returns to it. */
export function readListParams(params: URLSearchParams): ProductListParams {
  const page = Number(params.get("page"));
  return {
    search: params.get("q") ?? "",
    category: params.get("category") ?? "",
    kind: oneOf<KindFilter>(["all", ...itemKindNames], params.get("kind"), "all"),
    active: oneOf<ActiveFilter>(["all", "active", "inactive"], params.get("active"), "all"),
    sort: oneOf(productSortFields, params.get("sort"), "name"),
    order: oneOf(["asc", "desc"], params.get("order"), "asc"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListParams(list: ProductListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search) params.set("q", list.search);
  if (list.category) params.set("category", list.category);
  if (list.kind !== "all") params.set("kind", list.kind);
  if (list.active !== "all") params.set("active", list.active);
  if (list.sort !== "name") params.set("sort", list.sort);
  if (list.order !== "asc") params.set("order", list.order);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** GET /api/products's query (domain productListQuerySchema), as the client sends it. */
export type ProductListRequest = ProductListParams & { pageSize: number };

export function listQuery(list: ProductListParams): ProductListRequest {
  return { ...list, search: list.search.trim(), pageSize: PRODUCTS_PAGE_SIZE };
}

/** The edit screen's address; the name travels in ?pn= for the title and breadcrumb (docs/product.md §2). */
export function editProductPath(product: { id: string; name: string }): string {
  return `/products/edit/${product.id}?pn=${encodeURIComponent(product.name)}`;
}
