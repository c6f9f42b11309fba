import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type MessageTemplateUpdate, type TemplateChannel } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useMessageTemplates() {
  return useQuery({
    queryKey: settingsKeys.messageTemplates(),
    queryFn: ({ signal }) => call(settingsRoutes.messageTemplates, { signal }),
  });
}

export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ trigger, channel, body }: { trigger: number; channel: TemplateChannel; body: MessageTemplateUpdate }) =>
      call(settingsRoutes.updateMessageTemplate, { params: { trigger: String(trigger), channel }, body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.messageTemplates(), saved),
  });
}
