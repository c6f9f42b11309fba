import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Purchase, PurchaseInputValue } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { purchaseKeys } from "./purchase-keys";

/** A purchase moves stock: purchase screens and product screens both refetch. */
function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: purchaseKeys.all }), queryClient.invalidateQueries({ queryKey: ["products"] })]);
  };
}

/** POST /api/purchases {purchase} (SPEC §7), or PATCH /api/purchases/:id when an id is given. */
export function useSavePurchase() {
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: async ({ id, purchase }: { id?: string; purchase: PurchaseInputValue }) =>
      (id ? await api.patch<Purchase>(`/purchases/${id}`, { body: { purchase } }) : await api.post<Purchase>("/purchases", { body: { purchase } })).body,
    onSuccess: refresh,
  });
}

export function useDeletePurchase() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>(`/purchases/${id}`);
    },
    onSuccess: async (_, id) => {
      // The purchase is gone: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: purchaseKeys.detail(id) });
      await refresh();
    },
  });
}
