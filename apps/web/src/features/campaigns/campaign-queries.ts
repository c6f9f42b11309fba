import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  campaignRoutes,
  type AudienceFilter,
  type BodyInput,
  type ContractOf,
  type Campaign,
  type CampaignChannel,
  type CampaignSettings,
} from "@washdesk/domain";
import { call } from "../../api/call";

// Under "campaigns": the realtime hints of queueing ("campaigns") refetch them all.
export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (page: number) => ["campaigns", "list", page] as const,
  audience: (channel: CampaignChannel, filter: AudienceFilter) => ["campaigns", "audience", channel, filter] as const,
  settings: ["campaigns", "settings"] as const,
};

/** While a campaign is being sent its figures move: read again every few seconds until every one is done. */
const SENDING_REFRESH_MS = 5_000;

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: campaignKeys.list(page),
    queryFn: async ({ signal }) => call(campaignRoutes.list, { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item: Campaign) => !item.finished && item.status !== "scheduled") ? SENDING_REFRESH_MS : false),
  });
}

/** The live count of the composer's audience. */
export function useAudienceCount(channel: CampaignChannel, filter: AudienceFilter, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.audience(channel, filter),
    queryFn: async ({ signal }) => call(campaignRoutes.audience, { body: { channel, filter }, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type CampaignRequest = BodyInput<ContractOf<typeof campaignRoutes.create>>;

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CampaignRequest; idempotencyKey: string }) => call(campaignRoutes.create, { body, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useCampaignSettings() {
  return useQuery({ queryKey: campaignKeys.settings, queryFn: async ({ signal }) => call(campaignRoutes.settings, { signal }) });
}

export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignSettings) => call(campaignRoutes.saveSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(campaignKeys.settings, saved),
  });
}
