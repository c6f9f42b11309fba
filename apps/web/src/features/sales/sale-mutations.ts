import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteSale, PaymentInput, ReceiptEmail, ReceiptSms, RefundInput, Sale, SaleCreate, SaleUpdate } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { saleKeys } from "./sale-keys";

/** A money-moving request: its body and the key that makes a repeat harmless. */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** Every sale change shows the answered sale at once and refetches every sales list and screen. */
function useSaleSaved() {
  const queryClient = useQueryClient();
  return async (sale: Sale) => {
    queryClient.setQueryData(saleKeys.detail(sale.id), sale);
    await queryClient.invalidateQueries({ queryKey: saleKeys.all, predicate: (query) => query.queryKey[1] !== "detail" || query.queryKey[2] !== sale.id });
  };
}

export function useCreateSale() {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<SaleCreate>) => (await api.post<Sale>("/sales", { body, idempotencyKey })).body,
    onSuccess: saved,
  });
}

export function useUpdateSale(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async (sale: SaleUpdate) => (await api.patch<Sale>(`/sales/${id}`, { body: sale })).body,
    onSuccess: saved,
  });
}

export function useAddPayment(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<PaymentInput>) =>
      (await api.post<Sale>(`/sales/${id}/payments`, { body, idempotencyKey })).body,
    onSuccess: saved,
  });
}

export function useRefundSale(id: string) {
  const saved = useSaleSaved();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<RefundInput>) =>
      (await api.post<Sale>(`/sales/${id}/refunds`, { body, idempotencyKey })).body,
    onSuccess: saved,
  });
}

export function useDeleteSale(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteSale) => {
      await api.delete<null>(`/sales/${id}`, { body });
    },
    // The sale is still readable (deleted view): refetch it with everything else.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all }),
  });
}

export function useTextReceipt(id: string) {
  return useMutation({
    mutationFn: async (body: ReceiptSms) => (await api.post<{ recipient: string }>(`/sales/${id}/receipt/sms`, { body })).body,
  });
}

export function useEmailReceipt(id: string) {
  return useMutation({
    mutationFn: async (body: ReceiptEmail) => (await api.post<{ recipient: string }>(`/sales/${id}/receipt/email`, { body })).body,
  });
}
