import { useMutation, useQueryClient } from "@tanstack/react-query";
import { purchaseRoutes, type PurchaseInputValue } from "@washdesk/domain";
import { call } from "../../api/call";
import { purchaseKeys } from "./purchase-keys";

/** A purchase moves stock: purchase screens and product screens both refetch. */
function useRefreshAfterPurchase() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: purchaseKeys.all }), queryClient.invalidateQueries({ queryKey: ["products"] })]);
  };
}

/** POST /api/purchases {purchase} (docs/product.md §7), or PATCH /api/purchases/:id when an id is given. */
export function useSavePurchase() {
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: async ({ id, purchase }: { id?: string; purchase: PurchaseInputValue }) =>
      id ? call(purchaseRoutes.update, { params: { id }, body: { purchase } }) : call(purchaseRoutes.create, { body: { purchase } }),
    onSuccess: refresh,
  });
}

export function useDeletePurchase() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(purchaseRoutes.delete, { params: { id } });
    },
    onSuccess: async (_, id) => {
      // The purchase is gone: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: purchaseKeys.detail(id) });
      await refresh();
    },
  });
}
