import type { FreeSlotsQuery } from "@washdesk/domain";

/** Every query of the calendar lives under "appointments", so the appointments hint refetches them all. */
export const appointmentKeys = {
  all: ["appointments"] as const,
  calendar: (from: string, to: string) => [...appointmentKeys.all, "calendar", from, to] as const,
  list: (query: object) => [...appointmentKeys.all, "list", query] as const,
  detail: (id: string) => [...appointmentKeys.all, "detail", id] as const,
  freeSlots: (query: FreeSlotsQuery) => [...appointmentKeys.all, "freeSlots", query] as const,
};
