import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Purchase, PurchasePage } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { purchaseKeys } from "./purchase-keys";
import type { PurchaseListRequest } from "./purchase-list-params";

export function usePurchaseList(query: PurchaseListRequest) {
  return useQuery({
    queryKey: purchaseKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<PurchasePage>("/purchases", { query, signal })).body,
    placeholderData: keepPreviousData,
  });
}

export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: purchaseKeys.detail(id ?? ""),
    queryFn: async ({ signal }) => (await api.get<Purchase>(`/purchases/${id}`, { signal })).body,
    enabled: id !== null,
  });
}
