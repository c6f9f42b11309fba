import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { purchaseRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { purchaseKeys } from "./purchase-keys";
import type { PurchaseListRequest } from "./purchase-list-params";

export function usePurchaseList(query: PurchaseListRequest) {
  return useQuery({
    queryKey: purchaseKeys.list(query),
    queryFn: async ({ signal }) => call(purchaseRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: purchaseKeys.detail(id ?? ""),
    queryFn: async ({ signal }) => call(purchaseRoutes.get, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}
