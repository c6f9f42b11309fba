import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lockedAccountRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useLockedAccounts() {
  return useQuery({
    queryKey: settingsKeys.lockedAccounts(),
    queryFn: ({ signal }) => call(lockedAccountRoutes.list, { signal }),
  });
}

/** The server's message ("Account unlocked…") is the notice; the list is read again after. */
export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(lockedAccountRoutes.unlock, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.lockedAccounts() }),
  });
}
