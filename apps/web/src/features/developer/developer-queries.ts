import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { developerRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { downloadFile } from "../../api/api-client";

const overviewKey = ["developer", "overview"] as const;

/** The figures of the running server, refreshed every 15 s while the page is open. */
export function useDeveloperOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: async ({ signal }) => call(developerRoutes.overview, { signal }),
    refetchInterval: 15_000,
  });
}

/** Every action changes what the figures say: they are read again once it answers. */
function useDeveloperAction<T>(action: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: overviewKey }) });
}

export const useRetryFailedMessages = (idempotencyKey: string) =>
  useDeveloperAction(() => call(developerRoutes.retryFailedMessages, { body: {}, idempotencyKey }));
export const useRunJobs = () => useDeveloperAction(() => call(developerRoutes.runJobs, { body: {} }));
export const useRebuildSummaries = () => useDeveloperAction(() => call(developerRoutes.rebuildSummaries, { body: {} }));
export const useDownloadBackup = () => useDeveloperAction(() => downloadFile(developerRoutes.backup.path, "washdesk-backup.tar.gz"));
