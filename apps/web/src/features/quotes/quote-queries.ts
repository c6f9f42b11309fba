import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { quoteRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { quoteKeys, type QuoteListRequest } from "./quote-keys";

export function useQuote(id: string) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    // Silent: the page shows a missing quote in place of its content.
    queryFn: async ({ signal }) => call(quoteRoutes.get, { params: { id }, silent: true, signal }),
  });
}

export function useQuoteList(query: QuoteListRequest) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: async ({ signal }) => call(quoteRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
