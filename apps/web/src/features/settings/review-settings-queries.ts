import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reviewRoutes, type ReviewSettingsInput } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useReviewSettings() {
  return useQuery({ queryKey: settingsKeys.reviews(), queryFn: ({ signal }) => call(reviewRoutes.settings, { signal }) });
}

export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettingsInput) => call(reviewRoutes.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.reviews(), saved),
  });
}
