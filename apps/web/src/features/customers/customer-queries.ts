import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Customer, CustomerPage } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { customerKeys } from "./customer-keys";
import type { CustomerListRequest } from "./customer-list-params";

export function useCustomerList(query: CustomerListRequest) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<CustomerPage>("/customers", { query, signal })).body,
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    // Silent: the profile shows a missing customer in place of its content.
    queryFn: async ({ signal }) => (await api.get<Customer>(`/customers/${id}`, { silent: true, signal })).body,
  });
}
