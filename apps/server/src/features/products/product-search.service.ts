import { type ProductListFilter, type ProductPage, type ProductSearchAnswer, type ProductSearchFilter } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { findCategories, productListQueries, searchProducts } from "./product-search.repository";
import { toListItem, toSearchResult } from "./product-dto";
import { productImageSigner } from "./product-image";

export async function listProducts(deps: AppDeps, filter: ProductListFilter): Promise<ProductPage> {
  const queries = productListQueries(deps.db, filter);
  const [rows, totals, sign] = await Promise.all([queries.page, queries.total, productImageSigner(deps)]);
  return { items: rows.map((row) => toListItem(row, sign)), total: totals[0]?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** The pickers' search (POS, sale, purchase, combo contents): body.results with the projected fields. */
export async function searchProductCatalog(deps: AppDeps, filter: ProductSearchFilter): Promise<ProductSearchAnswer> {
  const [rows, sign] = await Promise.all([searchProducts(deps.db, filter), productImageSigner(deps)]);
  const results = rows.map((row) => toSearchResult(row, filter.project, sign));
  return { count: results.length, results };
}

export function listCategories(deps: AppDeps): Promise<string[]> {
  return findCategories(deps.db);
}
