import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vendorRoutes, type VendorInput } from "@washdesk/domain";
import { call } from "../../api/call";
import { vendorKeys } from "./vendor-keys";

/** Every vendor change refetches every vendor screen (the list, the pickers). */
function useRefreshVendors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.all });
}

/** POST /api/purchases/vendors {vendor} (docs/product.md §7); the API client shows the notice either way. */
export function useCreateVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async (vendor: VendorInput) => call(vendorRoutes.create, { body: { vendor } }),
    onSuccess: refresh,
  });
}

export function useUpdateVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async ({ id, vendor }: { id: string; vendor: VendorInput }) => call(vendorRoutes.update, { params: { id }, body: { vendor } }),
    onSuccess: refresh,
  });
}

export function useDeleteVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(vendorRoutes.delete, { params: { id } });
    },
    onSuccess: refresh,
  });
}
