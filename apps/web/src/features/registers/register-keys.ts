import type { DropQuery, RegisterSessionQuery } from "@washdesk/domain";

/**
 * Every key starts with "registers", so a realtime hint about registers refetches every open
 * register screen; open-session views also listen to "sales" (see register-queries).
 */
export const registerKeys = {
  all: ["registers"] as const,
  stations: () => ["registers", "stations"] as const,
  sessions: (query: RegisterSessionQuery) => ["registers", "sessions", query] as const,
  session: (id: string) => ["registers", "session", id] as const,
  drops: (query: DropQuery) => ["registers", "drops", query] as const,
  dayEnd: (scope: { date?: string; sessionId?: string }) => ["registers", "dayEnd", scope] as const,
};
