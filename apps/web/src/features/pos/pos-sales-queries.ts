import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { saleRoutes } from "@washdesk/domain";
import { call } from "../../api/call";

export const POS_SALES_PAGE_SIZE = 25;

/**
 * GET /api/sales?registerSessionId=: the sales of one register session, newest first. Under
 * "sales", so a sale rung up at another station (a realtime hint) refreshes the list.
 */
export function usePosSales(registerSessionId: string, page: number) {
  const query = { registerSessionId, page, pageSize: POS_SALES_PAGE_SIZE };
  return useQuery({
    queryKey: ["sales", "pos", query],
    queryFn: async ({ signal }) => call(saleRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
