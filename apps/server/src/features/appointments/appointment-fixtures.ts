import { sql } from "drizzle-orm";
import { ItemKind, ServiceMode, type Appointment, type AppointmentCreate, type AppointmentSettings, type AppointmentSettingsInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { insertProduct, keyed } from "../sales/sale-fixtures";
import { bookAppointmentIn } from "./appointment-booking";

// What the appointment tests share: through the API as staff would (posting, booking, saving the
// settings), and straight into the tables when a test counts only what it is about.

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

/** A service customers may book online, an hour long unless told. */
export const bookableService = (app: TestApp, values: Parameters<typeof insertProduct>[1] = {}) =>
  insertProduct(app, { kind: ItemKind.Service, price: 5000, durationMinutes: 60, bookableOnline: true, ...values });

/** Writes the shop's settings rows as a person would in System Settings (merged into what is there). */
export async function storeSettings(app: TestApp, key: string, value: Record<string, unknown>): Promise<void> {
  await app.db.execute(sql`
    insert into settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = settings.value || excluded.value`);
}

/** Stores appointment settings straight into the settings row (merged into what is there). */
export const storeAppointmentSettings = (app: TestApp, settings: Partial<AppointmentSettings>) => storeSettings(app, "appointments", settings);

/** Books an appointment as staff would, without its messages, so a test counts only what it is about. */
export function insertAppointment(
  app: TestApp,
  input: { customerId: string; productId: string; date: string; time: string; confirmed?: boolean; serviceMode?: ServiceMode },
) {
  return app.db.transaction((tx) =>
    bookAppointmentIn(
      tx,
      {
        customerId: input.customerId,
        vehicleId: null,
        vehicleType: null,
        serviceMode: input.serviceMode ?? ServiceMode.Waiting,
        lines: [{ productId: input.productId, quantity: 1, staffIds: [] }],
        date: input.date,
        time: input.time,
        notes: "",
        confirmed: input.confirmed ?? false,
      },
      { source: "staff", actorId: null, now: app.deps.clock(), messages: false },
    ),
  );
}
