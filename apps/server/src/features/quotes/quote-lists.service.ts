import type { QuotePage } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import * as repo from "./quotes.repository";
import { toQuoteListItem } from "./quote-dto";

/** GET /api/quotes: a page of living quotes, newest first, and how many match. */
export async function listQuotes(deps: AppDeps, filter: repo.QuoteListFilter): Promise<QuotePage> {
  const [rows, total] = await Promise.all([repo.quotePageQuery(deps.db, filter), repo.countQuotes(deps.db, filter)]);
  return { items: rows.map(toQuoteListItem), total, page: filter.page, pageSize: filter.pageSize };
}
