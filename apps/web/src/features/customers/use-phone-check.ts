import { useQuery } from "@tanstack/react-query";
import { customerRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { phoneDigits } from "../../components/phone-input";
import { customerKeys } from "./customer-keys";

/** docs/product.md §5/§9: a masked phone is checked for use once it is 12 characters long ("555 123 4567"). */
export const PHONE_CHECK_LENGTH = 12;

/**
 * Who holds the phone once it is complete (the server's sentence and the customer), else null. The
 * customer being edited is left out, so their own number is not "in use".
 */
export function usePhoneHolder(masked: string, exceptCustomerId: string | null = null) {
  const complete = masked.length === PHONE_CHECK_LENGTH;
  const query = useQuery({
    queryKey: customerKeys.phone(phoneDigits(masked), exceptCustomerId),
    queryFn: ({ signal }) =>
      call(customerRoutes.phoneCheck, {
        query: { phone: masked, customerId: exceptCustomerId ?? undefined },
        // The answer is shown under the field, not as a notice.
        silent: true,
        signal,
      }),
    enabled: complete,
    staleTime: 0,
  });
  return { holder: complete ? (query.data ?? null) : null, recheck: query.refetch };
}

/** The server's sentence when the phone belongs to another customer, else null. */
export function usePhoneInUse(masked: string, exceptCustomerId: string | null = null): string | null {
  return usePhoneHolder(masked, exceptCustomerId).holder?.message ?? null;
}
