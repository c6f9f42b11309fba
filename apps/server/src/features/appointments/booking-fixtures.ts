import { sql } from "drizzle-orm";
import { ItemKind, ServiceMode, type AppointmentSettings } from "@washdesk/domain";
import type { TestApp } from "../../../test/test-app";
import { insertProduct } from "../sales/sale-fixtures";
import { bookAppointmentIn } from "./appointment-booking";

// What the tests of reminders, missed appointments, the confirm link and online booking share.

/** A service customers may book online, an hour long unless told. */
export const bookableService = (app: TestApp, values: Parameters<typeof insertProduct>[1] = {}) =>
  insertProduct(app, { kind: ItemKind.Service, price: 5000, durationMinutes: 60, bookableOnline: true, ...values });

/** Writes the shop's settings rows as a person would in System Settings (merged into what is there). */
export async function setSettings(app: TestApp, key: string, value: Record<string, unknown>): Promise<void> {
  await app.db.execute(sql`
    insert into settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = settings.value || excluded.value`);
}

export const setAppointmentSettings = (app: TestApp, settings: Partial<AppointmentSettings>) => setSettings(app, "appointments", settings);

/** Books an appointment as staff would, without its messages, so a test counts only what it is about. */
export function bookAppointment(
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
