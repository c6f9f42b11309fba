import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { timeClockRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import type { Query } from "../../api/api-url";
import { timeClockKeys } from "./time-clock-keys";

/** Who is on the clock and on a break now (the kiosk, the dashboard, the counter's staff picker). */
export function useClockBoard(options: { enabled?: boolean; silent?: boolean } = {}) {
  const { enabled = true, silent = false } = options;
  return useQuery({
    queryKey: timeClockKeys.board(),
    queryFn: async ({ signal }) => call(timeClockRoutes.board, { signal, silent }),
    enabled,
    // A realtime hint refetches it at once; this only covers a socket that is down.
    refetchInterval: 60_000,
  });
}

export function useShiftList(query: Query) {
  return useQuery({
    queryKey: timeClockKeys.shifts(query),
    queryFn: async ({ signal }) => call(timeClockRoutes.shifts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useShift(id: string | null) {
  return useQuery({
    queryKey: timeClockKeys.shift(id ?? ""),
    queryFn: async ({ signal }) => call(timeClockRoutes.shift, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}
