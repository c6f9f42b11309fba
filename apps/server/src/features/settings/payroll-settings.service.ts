import { defaultPayrollSettings, payrollSettingsSchema, type PayrollSettings } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";

export const PAYROLL_SETTINGS_KEY = "payroll";

/** The stored payroll settings over the defaults; what no longer passes the rules falls back to them. */
export function payrollSettingsFrom(stored: Record<string, unknown> | undefined): PayrollSettings {
  const parsed = payrollSettingsSchema.safeParse({ ...defaultPayrollSettings, ...stored });
  return parsed.success ? parsed.data : defaultPayrollSettings;
}

export async function readPayrollSettings(db: Executor): Promise<PayrollSettings> {
  return payrollSettingsFrom((await readSettings(db, [PAYROLL_SETTINGS_KEY])).get(PAYROLL_SETTINGS_KEY));
}

/** Both values at once. A new anchor moves future every-other-week periods; paid runs keep theirs. */
export function updatePayrollSettings(deps: AppDeps, auth: AuthContext, input: PayrollSettings, ip: string): Promise<PayrollSettings> {
  return writeSettings(deps, auth, ip, {
    section: PAYROLL_SETTINGS_KEY,
    keys: [PAYROLL_SETTINGS_KEY],
    change: async (_tx, stored) => {
      const after: PayrollSettings = { tipMode: input.tipMode, biweeklyAnchor: input.biweeklyAnchor };
      return { before: payrollSettingsFrom(stored.get(PAYROLL_SETTINGS_KEY)), after, stored: { [PAYROLL_SETTINGS_KEY]: { ...after } } };
    },
  });
}
