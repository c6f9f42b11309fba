import {
  appointmentSettingsSchema,
  bayChanges,
  businessHoursSchema,
  defaultAppointmentSettings,
  defaultBusinessHours,
  type AppointmentSettings,
  type AppointmentSettingsInput,
  type BusinessHours,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { moveAppointmentsOfBays } from "./appointments.repository";
import { appointmentHint } from "./appointment-hint";
import { readSettings, shopSettingsFrom, SHOP_SETTING_KEYS, writeSettings, type ShopSettings } from "../settings";

/** The settings row of System Settings › Appointments. */
export const APPOINTMENT_SETTINGS_KEY = "appointments";

/** The stored settings over the defaults; what no longer passes the rules falls back to them. */
export function appointmentSettingsFrom(stored: Record<string, unknown> | undefined): AppointmentSettings {
  const parsed = appointmentSettingsSchema.safeParse({ ...defaultAppointmentSettings, ...stored });
  return parsed.success ? parsed.data : defaultAppointmentSettings;
}

export async function readAppointmentSettings(db: Executor): Promise<AppointmentSettings> {
  return appointmentSettingsFrom((await readSettings(db, [APPOINTMENT_SETTINGS_KEY])).get(APPOINTMENT_SETTINGS_KEY));
}

/** What booking and the calendar read together: the bays and the rest, the General section's hours and the shop's clock. */
export interface AppointmentContext {
  settings: AppointmentSettings;
  /** Business hours of the General settings (stored under "utility"). */
  hours: BusinessHours;
  timeZone: string;
  shop: ShopSettings;
}

/** One read of every setting an appointment needs. */
export async function readAppointmentContext(db: Executor): Promise<AppointmentContext> {
  const stored = await readSettings(db, [...SHOP_SETTING_KEYS, APPOINTMENT_SETTINGS_KEY]);
  const shop = shopSettingsFrom((key) => stored.get(key));
  const hours = businessHoursSchema.safeParse(stored.get("utility")?.businessHours);
  return {
    settings: appointmentSettingsFrom(stored.get(APPOINTMENT_SETTINGS_KEY)),
    hours: hours.success ? hours.data : defaultBusinessHours,
    timeZone: shop.utility.timeZone,
    shop,
  };
}

/** PUT /api/settings/appointments: bays named are kept as typed, trimmed. */
export async function updateAppointmentSettings(deps: AppDeps, auth: AuthContext, input: AppointmentSettingsInput, ip: string): Promise<AppointmentSettings> {
  const parsed = appointmentSettingsSchema.parse(input);
  const after: AppointmentSettings = { ...parsed, bays: typeof parsed.bays === "number" ? parsed.bays : parsed.bays.map((name) => name.trim()) };
  const saved = await writeSettings(deps, auth, ip, {
    section: APPOINTMENT_SETTINGS_KEY,
    keys: [APPOINTMENT_SETTINGS_KEY],
    change: async (tx, stored) => {
      const before = appointmentSettingsFrom(stored.get(APPOINTMENT_SETTINGS_KEY));
      await moveAppointmentsOfBays(tx, bayChanges(before.bays, after.bays), deps.clock());
      return { before, after, stored: { [APPOINTMENT_SETTINGS_KEY]: { ...after } } };
    },
  });
  // Open calendars redraw their columns and the appointments that moved with them.
  appointmentHint(deps, null, "Set");
  return saved;
}
