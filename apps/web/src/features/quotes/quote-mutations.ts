import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteQuote, Quote, QuoteConvert, QuoteConverted, QuoteCreate, QuoteSend, QuoteUpdate } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { saleKeys } from "../sales/sale-keys";
import type { Keyed } from "../sales/sale-mutations";
import { quoteKeys } from "./quote-keys";

/** Every quote change shows the answered quote at once and refetches the quote lists. */
function useQuoteSaved() {
  const queryClient = useQueryClient();
  return async (quote: Quote) => {
    queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
    await queryClient.invalidateQueries({ queryKey: quoteKeys.all, predicate: (query) => query.queryKey[1] !== "detail" || query.queryKey[2] !== quote.id });
  };
}

export function useCreateQuote() {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: async (body: QuoteCreate) => (await api.post<Quote>("/quotes", { body })).body,
    onSuccess: saved,
  });
}

export function useUpdateQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: async (body: QuoteUpdate) => (await api.patch<Quote>(`/quotes/${id}`, { body })).body,
    onSuccess: saved,
  });
}

export function useSendQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: async (body: QuoteSend) => (await api.post<Quote>(`/quotes/${id}/send`, { body })).body,
    onSuccess: saved,
  });
}

/** One sale from the quote; the new sale is cached so its screen opens at once. */
export function useConvertQuote(id: string) {
  const saved = useQuoteSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<QuoteConvert>) =>
      (await api.post<QuoteConverted>(`/quotes/${id}/convert`, { body, idempotencyKey })).body,
    onSuccess: async ({ quote, sale }) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      await Promise.all([saved(quote), queryClient.invalidateQueries({ queryKey: saleKeys.all, predicate: (query) => query.queryKey[1] !== "detail" })]);
    },
  });
}

export function useDeleteQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteQuote) => {
      await api.delete<null>(`/quotes/${id}`, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all, predicate: (query) => query.queryKey[1] !== "detail" }),
  });
}
