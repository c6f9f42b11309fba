import { useQuery } from "@tanstack/react-query";
import type { CustomerPage } from "@washdesk/domain";
import { api } from "../../api/api-client";

/** How many customers the picker offers at once. */
const PICKER_SIZE = 10;

/** GET /api/customers?search= for the sale's customer picker; under "customers" so customer changes refresh it. */
export function useCustomerSearch(text: string) {
  return useQuery({
    queryKey: ["customers", "saleSearch", text],
    queryFn: async ({ signal }) =>
      (await api.get<CustomerPage>("/customers", { query: { search: text, page: 1, pageSize: PICKER_SIZE }, signal })).body.items,
    enabled: text.length > 0,
    staleTime: 10_000,
  });
}
