import { useQuery } from "@tanstack/react-query";
import { customerRoutes } from "@washdesk/domain";
import { call } from "../../api/call";

/** How many customers the picker offers at once. */
const PICKER_SIZE = 10;

/** GET /api/customers?search= for the sale's customer picker; under "customers" so customer changes refresh it. */
export function useCustomerSearch(text: string) {
  return useQuery({
    queryKey: ["customers", "saleSearch", text],
    queryFn: async ({ signal }) => (await call(customerRoutes.list, { query: { search: text, page: 1, pageSize: PICKER_SIZE }, signal })).items,
    enabled: text.length > 0,
    staleTime: 10_000,
  });
}
