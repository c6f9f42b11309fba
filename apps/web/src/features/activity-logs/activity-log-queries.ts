import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { logRoutes, type ActivityLogQuery } from "@washdesk/domain";
import { call } from "../../api/call";

export function useActivityLog(query: ActivityLogQuery) {
  return useQuery({
    queryKey: ["activityLogs", "list", query],
    queryFn: async ({ signal }) => call(logRoutes.activities, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The people the "User" filter offers; they change rarely, so once a screen. */
export function useActivityUsers() {
  return useQuery({
    queryKey: ["activityLogs", "users"],
    queryFn: async ({ signal }) => call(logRoutes.activityUsers, { signal }),
    staleTime: Infinity,
  });
}
