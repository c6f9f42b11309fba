import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { appointmentRoutes } from "@washdesk/domain";
import { call } from "../../api/call";

/** Under "appointments": a booking, a change or a check-in anywhere (a realtime hint) refreshes the list. */
export const todayAppointmentsKey = ["appointments", "today"] as const;

/** GET /api/appointments/today: today's appointments on the shop's clock, by start. */
export function useTodayAppointments() {
  return useQuery({
    queryKey: todayAppointmentsKey,
    queryFn: async ({ signal }) => call(appointmentRoutes.today, { signal }),
  });
}

/** POST /api/appointments/:id/check-in: the appointment's ticket, opened once whatever the taps. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, registerSessionId, idempotencyKey }: { id: string; registerSessionId: string; idempotencyKey: string }) =>
      call(appointmentRoutes.checkIn, { params: { id }, body: { registerSessionId }, idempotencyKey, quietSuccess: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["appointments"] });
      void queryClient.invalidateQueries({ queryKey: ["sales"] });
    },
  });
}
