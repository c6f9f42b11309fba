import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type MessageProvidersUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useMessageProviders() {
  return useQuery({ queryKey: settingsKeys.messageProviders(), queryFn: ({ signal }) => call(settingsRoutes.messageProviders, { signal }) });
}

export function useUpdateMessageProviders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageProvidersUpdate) => call(settingsRoutes.updateMessageProviders, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.messageProviders(), saved),
  });
}

/** The dialog shows whether the test went, so no notice repeats it. */
export function useSendTest(channel: "email" | "sms") {
  return useMutation({
    mutationFn: (to: string) =>
      channel === "email"
        ? call(settingsRoutes.testEmail, { body: { to }, quietSuccess: true })
        : call(settingsRoutes.testSms, { body: { to }, quietSuccess: true }),
  });
}
