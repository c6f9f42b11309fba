import { type ProductListFilter, type ProductPage, type ProductSearchAnswer, type ProductSearchFilter } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { findCategories, productListQueries, searchProducts } from "./product-search.repository";
import { toListItem, toSearchResult } from "./product-dto";

export async function listProducts(deps: AppDeps, filter: ProductListFilter): Promise<ProductPage> {
  const queries = productListQueries(deps.db, filter);
  const [rows, totals] = await Promise.all([queries.page, queries.total]);
  return { items: rows.map(toListItem), total: totals[0]?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** The pickers' search (POS, sale, purchase, combo contents): body.results with the projected fields. */
export async function searchProductCatalog(deps: AppDeps, filter: ProductSearchFilter): Promise<ProductSearchAnswer> {
  const rows = await searchProducts(deps.db, filter);
  const results = rows.map((row) => toSearchResult(row, filter.project));
  return { count: results.length, results };
}

export function listCategories(deps: AppDeps): Promise<string[]> {
  return findCategories(deps.db);
}
