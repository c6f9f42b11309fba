import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  houseAccountRoutes,
  type AccountPaymentInput,
  type ChargeNewSale,
  type ChargeSale,
  type HouseAccount,
  type HouseAccountSettingsInput,
  type Sale,
} from "@washdesk/domain";
import { call } from "../../api/call";
import { houseAccountKeys } from "./house-account-keys";

interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** Sales lists and pages live under "sales" (the sales feature's keys); a charge or a payment changes them. */
const SALES = ["sales"] as const;

function useAccountChanged() {
  const queryClient = useQueryClient();
  return (account: HouseAccount) => {
    queryClient.setQueryData(houseAccountKeys.detail(account.customerId), account);
    void queryClient.invalidateQueries({ queryKey: SALES });
  };
}

export function useSetHouseAccount(customerId: string) {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: async (body: HouseAccountSettingsInput) => call(houseAccountRoutes.set, { params: { id: customerId }, body }),
    onSuccess: changed,
  });
}

export function usePayOnAccount(customerId: string) {
  const changed = useAccountChanged();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<AccountPaymentInput>) =>
      call(houseAccountRoutes.pay, { params: { id: customerId }, body, idempotencyKey }),
    onSuccess: (result) => changed(result.account),
  });
}

export function useSendStatement(customerId: string) {
  return useMutation({ mutationFn: async () => call(houseAccountRoutes.statement, { params: { id: customerId } }) });
}

function useSaleCharged() {
  const queryClient = useQueryClient();
  return (sale: Sale) => {
    void queryClient.invalidateQueries({ queryKey: SALES });
    if (sale.customer) void queryClient.invalidateQueries({ queryKey: houseAccountKeys.detail(sale.customer.id) });
  };
}

/** The counter's cart completed on the customer's account. */
export function useChargeNewSale({ quietSuccess = false }: { quietSuccess?: boolean } = {}) {
  const charged = useSaleCharged();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<ChargeNewSale>) => call(houseAccountRoutes.chargeNew, { body, idempotencyKey, quietSuccess }),
    onSuccess: charged,
  });
}

/** A pending sale's balance put on its customer's account. */
export function useChargeSale(saleId: string) {
  const queryClient = useQueryClient();
  const charged = useSaleCharged();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<ChargeSale>) => call(houseAccountRoutes.chargeSale, { params: { id: saleId }, body, idempotencyKey }),
    onSuccess: (sale) => {
      queryClient.setQueryData(["sales", "detail", sale.id], sale);
      charged(sale);
    },
  });
}
