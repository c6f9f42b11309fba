import { NotificationTrigger } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { appointmentConfirmLink } from "./appointment-confirm-token";
import { appointmentHint } from "./appointment-hint";
import { queueAppointmentMessage } from "./appointment-messages";
import { readAppointmentSettings } from "./appointment-settings.service";
import { claimDueReminder } from "./appointment-reminder.repository";

const HOUR_MS = 3_600_000;
/** A run stops after this many, so one run never holds the job for long; the next run takes the rest. */
const BATCH = 200;

/**
 * Sends the reminder (AppointmentReminder) of every Pending appointment starting within the
 * setting's hours (reminderHours; 0: no reminders) that has had none, each once: claimed with
 * SKIP LOCKED and marked reminded in the same transaction as its message, so a restart or a second
 * process sends none twice. The message carries the appointment's link, where a customer who has
 * not confirmed yet confirms (they may also reply YES). Consent and quiet hours are the messages'
 * own (appointment-messages.ts): a customer who takes no texts is marked reminded all the same.
 * Answers how many were reminded.
 */
export async function sendDueReminders(deps: Pick<AppDeps, "db" | "clock" | "config" | "realtime">, job?: { readonly stopping: boolean }): Promise<number> {
  const { reminderHours } = await readAppointmentSettings(deps.db);
  if (reminderHours <= 0) return 0;
  let reminded = 0;
  for (let i = 0; i < BATCH && !job?.stopping; i++) {
    const done = await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const appointment = await claimDueReminder(tx, now, new Date(now.getTime() + reminderHours * HOUR_MS));
      if (!appointment) return false;
      await queueAppointmentMessage(tx, NotificationTrigger.AppointmentReminder, appointment.id, { link: appointmentConfirmLink(deps, appointment.id) });
      return true;
    });
    if (!done) break;
    reminded++;
  }
  // The calendar shows whether the reminder went out.
  if (reminded > 0) appointmentHint(deps, null, "SendSms");
  return reminded;
}

/** Looks every minute (APPOINTMENT_JOB_INTERVAL_MS) for appointments to remind. */
export function startAppointmentReminderJob(
  deps: Pick<AppDeps, "db" | "clock" | "log" | "config" | "jobs" | "realtime">,
  options: { intervalMs?: number } = {},
): PeriodicJob<number> {
  const intervalMs = options.intervalMs ?? 60_000;
  return startPeriodicJob({
    name: "appointment reminders",
    intervalMs,
    firstRunMs: Math.min(20_000, intervalMs),
    log: deps.log,
    board: deps.jobs,
    run: (job) => sendDueReminders(deps, job),
  });
}
