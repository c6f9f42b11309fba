import { useMutation, useQueryClient } from "@tanstack/react-query";
import { registerRoutes, type CloseRegister, type DropIds, type DropInput, type OpenRegister, type RegisterInput } from "@washdesk/domain";
import { call } from "../../api/call";
import type { Keyed } from "../sales";
import { registerKeys } from "./register-keys";

/** After any register change every register screen refetches (the realtime hint does the same for other tabs). */
function useRefreshRegisters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: registerKeys.all });
}

export function useAddRegister() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async (body: RegisterInput) => call(registerRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useOpenRegister() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<OpenRegister>) => call(registerRoutes.open, { body, idempotencyKey }),
    // Not awaited: the opener goes straight on to the POS instead of waiting for the lists.
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useCloseRegister(sessionId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<CloseRegister>) => call(registerRoutes.close, { params: { id: sessionId }, body, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useAddDrop(sessionId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: Keyed<DropInput>) => call(registerRoutes.addDrop, { params: { id: sessionId }, body, idempotencyKey }),
    onSuccess: refresh,
  });
}

/** CloseDrops / OpenDrops of the Drop Report: the safe's count is confirmed, or taken back. */
export function useSetDropsStatus() {
  const refresh = useRefreshRegisters();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: "close" | "open" } & DropIds) =>
      call(action === "close" ? registerRoutes.closeDrops : registerRoutes.openDrops, { body: { ids } }),
    onSuccess: refresh,
  });
}
