import { useQuery } from "@tanstack/react-query";
import { ticketRoutes } from "@washdesk/domain";
import { call } from "../../api/call";

/** Under "sales": a ticket parked, resumed or paid at another station (a realtime hint) refreshes the list. */
export const openTicketsKey = ["sales", "tickets"] as const;

/** GET /api/sales/tickets: every pending sale, the longest waiting first. */
export function useOpenTickets() {
  return useQuery({
    queryKey: openTicketsKey,
    queryFn: async ({ signal }) => call(ticketRoutes.open, { query: {}, signal }),
  });
}
