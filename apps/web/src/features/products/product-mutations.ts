import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductInput } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { productKeys } from "./product-keys";

/** Every product change refetches every product screen (lists, categories, the edited product, pickers). */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (product: ProductInput) => (await api.post<Product>("/products", { body: { product } })).body,
    onSuccess: refresh,
  });
}

export function useUpdateProduct(id: string) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (product: ProductInput) => (await api.patch<Product>(`/products/${id}`, { body: { product } })).body,
    onSuccess: refresh,
  });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete<null>(`/products/${id}`);
    },
    onSuccess: async () => {
      // The product is gone: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
