import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { settingsRoutes, type PayrollSettingsInput } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

/** The payroll screens' queries live under "payroll" (the payroll feature's keys): new settings change their periods and pay. */
const PAYROLL = ["payroll"] as const;

export function usePayrollSettingsSection() {
  return useQuery({
    queryKey: settingsKeys.payroll(),
    queryFn: ({ signal }) => call(settingsRoutes.payroll, { signal }),
  });
}

export function useUpdatePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayrollSettingsInput) => call(settingsRoutes.updatePayroll, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.payroll(), saved);
      void queryClient.invalidateQueries({ queryKey: PAYROLL });
    },
  });
}
