import { useMutation, useQueryClient } from "@tanstack/react-query";
import { timeClockRoutes, type Punch, type ShiftDelete, type ShiftEdit } from "@washdesk/domain";
import { call } from "../../api/call";
import { timeClockKeys } from "./time-clock-keys";

function useRefreshTimeClock() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: timeClockKeys.all });
}

export function usePunch() {
  const refresh = useRefreshTimeClock();
  return useMutation({ mutationFn: async (punch: Punch) => call(timeClockRoutes.punch, { body: punch }), onSuccess: refresh });
}

export function useEditShift(id: string) {
  const refresh = useRefreshTimeClock();
  return useMutation({ mutationFn: async (edit: ShiftEdit) => call(timeClockRoutes.updateShift, { params: { id }, body: edit }), onSuccess: refresh });
}

export function useDeleteShift(id: string) {
  const refresh = useRefreshTimeClock();
  return useMutation({ mutationFn: async (body: ShiftDelete) => call(timeClockRoutes.deleteShift, { params: { id }, body }), onSuccess: refresh });
}

export function useConfirmShift(id: string) {
  const refresh = useRefreshTimeClock();
  return useMutation({ mutationFn: async () => call(timeClockRoutes.confirmShift, { params: { id } }), onSuccess: refresh });
}
