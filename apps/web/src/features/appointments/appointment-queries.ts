import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { appointmentRoutes, productRoutes } from "@washdesk/domain";
import { call, type CallQuery } from "../../api/call";
import { appointmentKeys } from "./appointment-keys";

/** GET /api/appointments/calendar: a day or a week, with the bays and hours to draw them by. */
export function useAppointmentCalendar(from: string, to: string) {
  return useQuery({
    queryKey: appointmentKeys.calendar(from, to),
    queryFn: ({ signal }) => call(appointmentRoutes.calendar, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/appointments: the list view. */
export type AppointmentListRequest = NonNullable<CallQuery<typeof appointmentRoutes.list>>;

export function useAppointmentList(query: AppointmentListRequest) {
  return useQuery({
    queryKey: appointmentKeys.list(query),
    queryFn: ({ signal }) => call(appointmentRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/appointments/:id: one appointment with its lines, for the dialog. */
export function useAppointment(id: string | null) {
  return useQuery({
    queryKey: appointmentKeys.detail(id ?? ""),
    queryFn: ({ signal }) => call(appointmentRoutes.get, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

/** GET /api/appointments/free-slots, asked when "Next free time" is pressed. */
export const fetchFreeSlots = (date: string, durationMinutes: number, ignoreId?: string) =>
  call(appointmentRoutes.freeSlots, { query: { date, durationMinutes, ignoreId } });

/** A service's bay time (GET /api/products/:id), which sets an appointment's length; keyed under "products" so catalog changes refresh it. */
export function productDurationQuery(productId: string) {
  return {
    queryKey: ["products", "appointmentDuration", productId] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await call(productRoutes.get, { params: { id: productId }, signal, silent: true })).durationMinutes,
    staleTime: 60_000,
    enabled: productId !== "",
  };
}
