import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type UtilitySettingsUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useUtilitySettings() {
  return useQuery({
    queryKey: settingsKeys.utility(),
    queryFn: ({ signal }) => call(settingsRoutes.utility, { signal }),
  });
}

export function useUpdateUtilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UtilitySettingsUpdate) => call(settingsRoutes.updateUtility, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.utility(), saved),
  });
}
