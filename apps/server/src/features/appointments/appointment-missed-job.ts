import { NotificationTrigger } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { appointmentHint } from "./appointment-hint";
import { queueAppointmentMessage } from "./appointment-messages";
import { readAppointmentSettings } from "./appointment-settings.service";
import { claimMissed } from "./appointment-missed.repository";

const MINUTE_MS = 60_000;
/**
 * "We missed you" goes out only about a visit of the last day: after the server was stopped for a
 * while, older appointments are still marked Missed, but a text about last week helps nobody.
 */
const TEXT_WITHIN_MS = 24 * 60 * MINUTE_MS;
const BATCH = 200;

/**
 * Marks Missed every Pending appointment not checked in (no check-in, no ticket) missedAfterMinutes
 * after its start, and sends AfterAppointmentMissed (docs/product.md §3 Appointment status). Each
 * is claimed with SKIP LOCKED and changed in the same transaction as its message, so a second
 * process never marks or texts one twice. Open calendars are told once the run is over. Answers
 * how many became Missed.
 */
export async function markMissedAppointments(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "realtime">,
  job?: { readonly stopping: boolean },
): Promise<number> {
  const { missedAfterMinutes } = await readAppointmentSettings(deps.db);
  let missed = 0;
  for (let i = 0; i < BATCH && !job?.stopping; i++) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const appointment = await claimMissed(tx, now, new Date(now.getTime() - missedAfterMinutes * MINUTE_MS));
      if (!appointment) return false;
      if (now.getTime() - appointment.startAt.getTime() <= TEXT_WITHIN_MS) {
        await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentMissed, appointment.id);
      }
      return true;
    });
    if (!done) break;
    missed++;
  }
  if (missed > 0) appointmentHint(deps, null, "Edit");
  return missed;
}

/** Looks every minute (APPOINTMENT_JOB_INTERVAL_MS) for appointments nobody came to. */
export function startAppointmentMissedJob(
  deps: Pick<AppDeps, "db" | "clock" | "log" | "config" | "jobs" | "realtime">,
  options: { intervalMs?: number } = {},
): PeriodicJob<number> {
  const intervalMs = options.intervalMs ?? 60_000;
  return startPeriodicJob({
    name: "missed appointments",
    intervalMs,
    firstRunMs: Math.min(20_000, intervalMs),
    log: deps.log,
    board: deps.jobs,
    run: (job) => markMissedAppointments(deps, job),
  });
}
