import type { Appointment, AppointmentCreate, AppointmentSettingsInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { keyed } from "../sales/sale-fixtures";

export function postAppointment(app: TestApp, token: string, body: AppointmentCreate, key?: string) {
  return call(app, "POST", "/api/appointments", { token, body, headers: keyed(key) });
}

/** Books an appointment through the API and returns it; fails the test when the API refuses. */
export async function bookAppointment(app: TestApp, token: string, body: AppointmentCreate): Promise<Appointment> {
  const { response, envelope } = await postAppointment(app, token, body);
  if (response.statusCode !== 200) throw new Error(`booking failed: ${envelope.message}`);
  return envelope.body as Appointment;
}

/** Saves the appointment settings (defaults for what is left out). */
export async function setAppointmentSettings(app: TestApp, token: string, settings: Partial<AppointmentSettingsInput>): Promise<void> {
  const body = { bays: 1, reminderHours: 24, missedAfterMinutes: 30, onlineBooking: true, bookingDaysAhead: 30, ...settings };
  const { response, envelope } = await call(app, "PUT", "/api/settings/appointments", { token, body });
  if (response.statusCode !== 200) throw new Error(`settings failed: ${envelope.message}`);
}
