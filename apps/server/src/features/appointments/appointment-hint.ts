import type { ActivityAction } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";

/** The realtime entity of appointments: every open calendar, list and "today" refetches on it. */
export const APPOINTMENTS_HINT = "appointments";

/** Activity log entries of appointments carry this entity name; so do their outbox rows. */
export const APPOINTMENT_ENTITY = "appointment";

/** Tells open screens an appointment changed (publish after the change committed); id null: several at once. */
export const appointmentHint = (deps: Pick<AppDeps, "realtime">, id: string | null, action: keyof typeof ActivityAction) =>
  deps.realtime.publish({ entity: APPOINTMENTS_HINT, id, action });
