import type { Query } from "../../api/api-url";

/** Every key starts with "timeClock", so the realtime hint {entity: "timeClock"} refetches all of them. */
export const timeClockKeys = {
  all: ["timeClock"] as const,
  board: () => ["timeClock", "board"] as const,
  shifts: (query: Query) => ["timeClock", "shifts", query] as const,
  shift: (id: string) => ["timeClock", "shift", id] as const,
};
