import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { saleRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { saleKeys } from "./sale-keys";
import type { DeletedSaleListRequest, RefundListRequest, SaleListRequest } from "./sale-requests";

export function useSale(id: string) {
  return useQuery({
    queryKey: saleKeys.detail(id),
    // Silent: the page shows a missing sale in place of its content.
    queryFn: async ({ signal }) => call(saleRoutes.get, { params: { id }, silent: true, signal }),
  });
}

export function useSaleList(query: SaleListRequest) {
  return useQuery({
    queryKey: saleKeys.list(query),
    queryFn: async ({ signal }) => call(saleRoutes.list, { query, signal }),
    // The old page stays on screen while the next one answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useRefundList(query: RefundListRequest) {
  return useQuery({
    queryKey: saleKeys.refunds(query),
    queryFn: async ({ signal }) => call(saleRoutes.refunds, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeletedSaleList(query: DeletedSaleListRequest) {
  return useQuery({
    queryKey: saleKeys.deleted(query),
    queryFn: async ({ signal }) => call(saleRoutes.deleted, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
