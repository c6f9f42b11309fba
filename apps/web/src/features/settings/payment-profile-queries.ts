import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type PaymentProfileUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

// Under ["settings", "paymentProfile"], the key the counter's tip prompt reads too: one cache entry.
export function usePaymentProfileSettings() {
  return useQuery({ queryKey: settingsKeys.paymentProfile(), queryFn: ({ signal }) => call(settingsRoutes.paymentProfile, { signal }) });
}

export function useUpdatePaymentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProfileUpdate) => call(settingsRoutes.updatePaymentProfile, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.paymentProfile(), saved),
  });
}
