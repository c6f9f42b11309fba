import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Quote, QuotePage } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { quoteKeys, type QuoteListRequest } from "./quote-keys";

export function useQuote(id: string) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    // Silent: the page shows a missing quote in place of its content.
    queryFn: async ({ signal }) => (await api.get<Quote>(`/quotes/${id}`, { silent: true, signal })).body,
  });
}

export function useQuoteList(query: QuoteListRequest) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<QuotePage>("/quotes", { query, signal })).body,
    placeholderData: keepPreviousData,
  });
}
