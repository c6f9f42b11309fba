import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { appointmentRoutes, type AppointmentSettingsInput } from "@washdesk/domain";
import { call } from "../../api/call";
import { settingsKeys } from "./settings-keys";

export function useAppointmentSettings() {
  return useQuery({ queryKey: settingsKeys.appointments(), queryFn: ({ signal }) => call(appointmentRoutes.settings, { signal }) });
}

export function useUpdateAppointmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentSettingsInput) => call(appointmentRoutes.updateSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.appointments(), saved);
      // The calendar draws its columns from these settings.
      void queryClient.invalidateQueries({ queryKey: ["appointments"] });
    },
  });
}
