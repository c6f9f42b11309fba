import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { customerRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { customerKeys } from "./customer-keys";
import type { CustomerListRequest } from "./customer-list-params";

export function useCustomerList(query: CustomerListRequest) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: async ({ signal }) => call(customerRoutes.list, { query, signal }),
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    // Silent: the profile shows a missing customer in place of its content.
    queryFn: async ({ signal }) => call(customerRoutes.get, { params: { id }, silent: true, signal }),
  });
}
