import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Vendor, VendorInput } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { vendorKeys } from "./vendor-keys";

/** Every vendor change refetches every vendor screen (the list, the pickers). */
function useRefreshVendors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.all });
}

/** POST /api/purchases/vendors {vendor} (SPEC §7); the API client shows the notice either way. */
export function useCreateVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async (vendor: VendorInput) => (await api.post<Vendor>("/purchases/vendors", { body: { vendor } })).body,
    onSuccess: refresh,
  });
}

export function useUpdateVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async ({ id, vendor }: { id: string; vendor: VendorInput }) => (await api.patch<Vendor>(`/purchases/vendors/${id}`, { body: { vendor } })).body,
    onSuccess: refresh,
  });
}

export function useDeleteVendor() {
  const refresh = useRefreshVendors();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>(`/purchases/vendors/${id}`);
    },
    onSuccess: refresh,
  });
}
