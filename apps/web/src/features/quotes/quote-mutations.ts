import { useMutation, useQueryClient } from "@tanstack/react-query";
import { quoteRoutes, type DeleteQuote, type Quote, type QuoteConvert, type QuoteCreate, type QuoteSend, type QuoteUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { type Keyed, saleKeys } from "../sales";
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
    mutationFn: async (body: QuoteCreate) => call(quoteRoutes.create, { body }),
    onSuccess: saved,
  });
}

export function useUpdateQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: async (body: QuoteUpdate) => call(quoteRoutes.update, { params: { id }, body }),
    onSuccess: saved,
  });
}

export function useSendQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: async (body: QuoteSend) => call(quoteRoutes.send, { params: { id }, body }),
    onSuccess: saved,
  });
}

/** One sale from the quote; the new sale is cached so its screen opens at once. */
export function useConvertQuote(id: string) {
  const saved = useQuoteSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<QuoteConvert>) => call(quoteRoutes.convert, { params: { id }, body, idempotencyKey }),
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
      await call(quoteRoutes.delete, { params: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all, predicate: (query) => query.queryKey[1] !== "detail" }),
  });
}
