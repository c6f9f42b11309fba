import { useQuery } from "@tanstack/react-query";
import { houseAccountRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { houseAccountKeys } from "./house-account-keys";

/** A customer's account with its balance, aging and open invoices; nothing asked without a customer. */
export function useHouseAccount(customerId: string | null, enabled = true) {
  return useQuery({
    queryKey: houseAccountKeys.detail(customerId ?? ""),
    enabled: enabled && customerId !== null,
    queryFn: async ({ signal }) => call(houseAccountRoutes.get, { params: { id: customerId! }, silent: true, signal }),
  });
}
