import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CloseRegister, Drop, DropIds, DropInput, OpenRegister, Register, RegisterInput, RegisterSession } from "@washdesk/domain";
import { api } from "../../api/api-client";
import type { Keyed } from "../sales/sale-mutations";
import { registerKeys } from "./register-keys";

/** After any register change every register screen refetches (the realtime hint does the same for other tabs). */
function useRefreshRegisters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: registerKeys.all });
}

export function useAddRegister() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async (body: RegisterInput) => (await api.post<Register>("/registers", { body })).body,
    onSuccess: refresh,
  });
}

export function useOpenRegister() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<OpenRegister>) =>
      (await api.post<RegisterSession>("/registers/sessions", { body, idempotencyKey })).body,
    // Not awaited: the opener goes straight on to the POS instead of waiting for the lists.
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useCloseRegister(sessionId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<CloseRegister>) =>
      (await api.post<RegisterSession>(`/registers/sessions/${sessionId}/close`, { body, idempotencyKey })).body,
    onSuccess: refresh,
  });
}

export function useAddDrop(sessionId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<DropInput>) =>
      (await api.post<Drop>(`/registers/sessions/${sessionId}/drops`, { body, idempotencyKey })).body,
    onSuccess: refresh,
  });
}

/** CloseDrops / OpenDrops of the Drop Report: the safe's count is confirmed, or taken back. */
export function useSetDropsStatus() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: "close" | "open" } & DropIds) =>
      (await api.post<{ count: number }>(`/drops/${action}`, { body: { ids } })).body,
    onSuccess: refresh,
  });
}
