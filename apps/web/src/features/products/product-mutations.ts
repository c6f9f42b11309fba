import { useMutation, useQueryClient } from "@tanstack/react-query";
import { productRoutes, settingsRoutes, type ProductInput, type TileColours } from "@washdesk/domain";
import { call } from "../../api/call";
import { productKeys, tileColoursKey } from "./product-keys";

/** Every product change refetches every product screen (lists, categories, the edited product, pickers). */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (product: ProductInput) => call(productRoutes.create, { body: { product } }),
    onSuccess: refresh,
  });
}

export function useUpdateProduct(id: string) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (product: ProductInput) => call(productRoutes.update, { params: { id }, body: { product } }),
    onSuccess: refresh,
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(productRoutes.delete, { params: { id } });
    },
    onSuccess: async () => {
      // The product is gone: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** Replaces the tile colours; the counter's tiles, under the same key, are asked again when next shown. */
export function useSaveTileColours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (colours: TileColours) => call(settingsRoutes.updateTileColours, { body: colours }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tileColoursKey, saved);
      return queryClient.invalidateQueries({ queryKey: tileColoursKey });
    },
  });
}
