import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { systemLogRoutes, type SystemLogQuery } from "@washdesk/domain";
import { call } from "../../api/call";

export function useSystemLogs(query: SystemLogQuery) {
  return useQuery({
    queryKey: ["systemLogs", query],
    queryFn: async ({ signal }) => call(systemLogRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
