import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type GeneralSettingsUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useGeneralSettings() {
  return useQuery({ queryKey: settingsKeys.general(), queryFn: ({ signal }) => call(settingsRoutes.general, { signal }) });
}

export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralSettingsUpdate) => call(settingsRoutes.updateGeneral, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.general(), saved),
  });
}
