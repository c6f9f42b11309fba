import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { registerRoutes, type DropQuery, type RegisterSessionQuery } from "@washdesk/domain";
import { call } from "../../api/call";
import { registerKeys } from "./register-keys";
import { fetchRegisters } from "./register-requests";
import { chooseStationRegister, useStationRegisterId } from "./station";

export function useRegisters() {
  return useQuery({
    queryKey: registerKeys.stations(),
    queryFn: ({ signal }) => fetchRegisters({ signal }),
  });
}

/** This device's register and its open session (null when closed or none chosen), and how to change it. */
export function useStationRegister() {
  const registerId = useStationRegisterId();
  const registers = useRegisters();
  const register = registers.data?.find((r) => r.id === registerId) ?? null;
  return { registerId, register, openSession: register?.openSession ?? null, isLoading: registers.isLoading, choose: chooseStationRegister };
}

export function useRegisterSessions(query: RegisterSessionQuery) {
  return useQuery({
    queryKey: registerKeys.sessions(query),
    queryFn: async ({ signal }) => call(registerRoutes.sessions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegisterSession(id: string | null) {
  return useQuery({
    queryKey: registerKeys.session(id ?? ""),
    queryFn: async ({ signal }) => call(registerRoutes.session, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

export function useDrops(query: DropQuery) {
  return useQuery({
    queryKey: registerKeys.drops(query),
    queryFn: async ({ signal }) => call(registerRoutes.drops, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A session's report when sessionId is given, else one business day (default: the shop's today). */
export function useDayEndReport(scope: { date?: string; sessionId?: string }) {
  return useQuery({
    queryKey: registerKeys.dayEnd(scope),
    queryFn: ({ signal }) =>
      scope.sessionId
        ? call(registerRoutes.sessionDayEnd, { params: { id: scope.sessionId }, signal })
        : call(registerRoutes.dayEnd, { query: scope.date ? { date: scope.date } : undefined, signal }),
  });
}
