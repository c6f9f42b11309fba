import { useQuery } from "@tanstack/react-query";
import { settingsRoutes } from "@washdesk/domain";
import { call } from "../../api/call";

/**
 * GET /api/settings/payment-profile: the tip presets of the prompt before a card payment. Asked for
 * when the payment panel first shows, so they are there by the time a card is chosen. Under
 * "settings", so a change saved elsewhere (a realtime hint) reaches the counter.
 */
export function usePaymentProfile() {
  return useQuery({
    queryKey: ["settings", "paymentProfile"],
    // Quietly, and once: a counter that cannot read them offers the default presets instead.
    queryFn: async ({ signal }) => call(settingsRoutes.paymentProfile, { signal, silent: true, retry: false }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
