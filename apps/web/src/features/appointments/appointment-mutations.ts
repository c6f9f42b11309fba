import { useMutation, useQueryClient } from "@tanstack/react-query";
import { appointmentRoutes, type Appointment, type AppointmentCancel, type AppointmentCreate, type AppointmentUpdate } from "@washdesk/domain";
import { call } from "../../api/call";
import { appointmentKeys } from "./appointment-keys";

/** After any change: the saved appointment in its cache, and every calendar and list read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (saved: Appointment) => {
    queryClient.setQueryData(appointmentKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  };
}

export function useCreateAppointment() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AppointmentCreate; idempotencyKey: string }) => call(appointmentRoutes.create, { body, idempotencyKey }),
    onSuccess: settle,
  });
}

export function useUpdateAppointment() {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentUpdate }) => call(appointmentRoutes.update, { params: { id }, body }),
    onSuccess: settle,
    // A refused move: the calendar reads the server again, so nothing stays where it was dropped.
    onError: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useConfirmAppointment() {
  const settle = useSettle();
  return useMutation({ mutationFn: (id: string) => call(appointmentRoutes.confirm, { params: { id } }), onSuccess: settle });
}

export function useCancelAppointment() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppointmentCancel }) => call(appointmentRoutes.cancel, { params: { id }, body }),
    onSuccess: settle,
  });
}
