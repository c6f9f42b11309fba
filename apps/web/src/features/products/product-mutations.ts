import { useMutation, useQueryClient } from "@tanstack/react-query";
import { productRoutes, type ProductInput } from "@washdesk/domain";
import { call } from "../../api/call";
import { productKeys } from "./product-keys";

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
