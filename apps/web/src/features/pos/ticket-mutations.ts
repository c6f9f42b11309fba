import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ticketRoutes, type TicketPark, type TicketSave, type TicketVoid } from "@washdesk/domain";
import { call } from "../../api/call";
import type { Keyed } from "../sales";

/** After any ticket change every sales list refetches (the open tickets included), in the background. */
function useRefetchSales() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ["sales"] });
}

export function useParkTicket() {
  const refetch = useRefetchSales();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<TicketPark>) => call(ticketRoutes.park, { body, idempotencyKey }),
    onSuccess: refetch,
  });
}

/** `quietSuccess`: paying a ticket at the counter shows the done panel, not a notice beside it. */
export function useSaveTicket({ quietSuccess = false }: { quietSuccess?: boolean } = {}) {
  const refetch = useRefetchSales();
  return useMutation({
    mutationFn: async ({ id, body, idempotencyKey }: Keyed<TicketSave> & { id: string }) =>
      call(ticketRoutes.save, { params: { id }, body, idempotencyKey, quietSuccess }),
    onSuccess: refetch,
  });
}

export function useVoidTicket() {
  const refetch = useRefetchSales();
  return useMutation({
    mutationFn: async ({ id, body, idempotencyKey }: Keyed<TicketVoid> & { id: string }) => call(ticketRoutes.void, { params: { id }, body, idempotencyKey }),
    onSuccess: refetch,
  });
}

export function useResumeTicket() {
  const refetch = useRefetchSales();
  return useMutation({
    mutationFn: async ({ id, takeOver }: { id: string; takeOver: boolean }) => call(ticketRoutes.resume, { params: { id }, body: { takeOver } }),
    onSuccess: refetch,
  });
}
