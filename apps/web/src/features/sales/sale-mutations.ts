import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  saleRoutes,
  type ApprovedRefundInput,
  type DeleteSale,
  type PaymentRequest,
  type ReceiptEmail,
  type ReceiptSms,
  type RefundInput,
  type Sale,
  type SaleCreate,
  type SaleUpdate,
} from "@washdesk/domain";
import { call } from "../../api/call";
import { saleKeys } from "./sale-keys";

/** A money-moving request: its body and the key that makes a repeat harmless. */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/**
 * Every sale change shows the answered sale at once and refetches every sales list and screen, in
 * the background: not awaited, so the caller (the counter's "Complete sale") shows its result as
 * soon as the server has answered, not after the lists' second round trip.
 */
function useSaleSaved() {
  const queryClient = useQueryClient();
  return (sale: Sale) => {
    queryClient.setQueryData(saleKeys.detail(sale.id), sale);
    void queryClient.invalidateQueries({ queryKey: saleKeys.all, predicate: (query) => query.queryKey[1] !== "detail" || query.queryKey[2] !== sale.id });
  };
}

/** `quietSuccess`: the counter shows the finished sale itself, so no "Sale completed." notice beside it. */
export function useCreateSale({ quietSuccess = false }: { quietSuccess?: boolean } = {}) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<SaleCreate>) => call(saleRoutes.create, { body, idempotencyKey, quietSuccess }),
    onSuccess: saved,
  });
}

export function useUpdateSale(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async (sale: SaleUpdate) => call(saleRoutes.update, { params: { id }, body: sale }),
    onSuccess: saved,
  });
}

export function useAddPayment(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<PaymentRequest>) => call(saleRoutes.pay, { params: { id }, body, idempotencyKey }),
    onSuccess: saved,
  });
}

export function useRefundSale(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<RefundInput>) => call(saleRoutes.refund, { params: { id }, body, idempotencyKey }),
    onSuccess: saved,
  });
}

/** A refund or void by someone without the right, approved by the PIN a manager types on this device. */
export function useApprovedRefund(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<ApprovedRefundInput>) => call(saleRoutes.refundApproved, { params: { id }, body, idempotencyKey }),
    onSuccess: saved,
  });
}

export function useDeleteSale(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteSale) => {
      await call(saleRoutes.delete, { params: { id }, body });
    },
    // The sale is still readable (deleted view): refetch it with everything else.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all }),
  });
}

export function useTextReceipt(id: string) {
  return useMutation({
    mutationFn: async (body: ReceiptSms) => call(saleRoutes.textReceipt, { params: { id }, body }),
  });
}

export function useEmailReceipt(id: string) {
  return useMutation({
    mutationFn: async (body: ReceiptEmail) => call(saleRoutes.emailReceipt, { params: { id }, body }),
  });
}
