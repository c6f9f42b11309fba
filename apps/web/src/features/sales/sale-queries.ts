import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DeletedSalePage, RefundPage, Sale, SalePage } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { saleKeys } from "./sale-keys";
import type { DeletedSaleListRequest, RefundListRequest, SaleListRequest } from "./sale-requests";

export function useSale(id: string) {
  return useQuery({
    queryKey: saleKeys.detail(id),
    // Silent: the page shows a missing sale in place of its content.
    queryFn: async ({ signal }) => (await api.get<Sale>(`/sales/${id}`, { silent: true, signal })).body,
  });
}

export function useSaleList(query: SaleListRequest) {
  return useQuery({
    queryKey: saleKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<SalePage>("/sales", { query, signal })).body,
    // The old page stays on screen while the next one answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useRefundList(query: RefundListRequest) {
  return useQuery({
    queryKey: saleKeys.refunds(query),
    queryFn: async ({ signal }) => (await api.get<RefundPage>("/sales/refunds", { query, signal })).body,
    placeholderData: keepPreviousData,
  });
}

export function useDeletedSaleList(query: DeletedSaleListRequest) {
  return useQuery({
    queryKey: saleKeys.deleted(query),
    queryFn: async ({ signal }) => (await api.get<DeletedSalePage>("/sales/deleted", { query, signal })).body,
    placeholderData: keepPreviousData,
  });
}
