import { useMutation } from "@tanstack/react-query";
import { payLinkRoutes, type PayLinkSend } from "@washdesk/domain";
import { call } from "../../api/call";

/** Sends a sale's payment link; the server queues it through the outbox. */
export function useSendPayLink(saleId: string) {
  return useMutation({
    mutationFn: async (body: PayLinkSend) => call(payLinkRoutes.send, { params: { id: saleId }, body }),
  });
}
