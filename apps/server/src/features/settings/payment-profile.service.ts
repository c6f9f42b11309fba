import { ActivityAction, defaultPaymentProfile, paymentProfileSchema, type PaymentProfile, type PaymentProfileUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings, writeSetting } from "./settings.repository";

export const PAYMENT_PROFILE_KEY = "paymentProfile";

/** Stored values over the defaults, field by field (a value that no longer passes the rules falls back). */
export function paymentProfileFrom(stored: Record<string, unknown> | undefined): PaymentProfile {
  const parsed = paymentProfileSchema.safeParse({ ...defaultPaymentProfile, ...stored });
  return parsed.success ? parsed.data : defaultPaymentProfile;
}

export async function readPaymentProfile(db: Executor): Promise<PaymentProfile> {
  const stored = await readSettings(db, [PAYMENT_PROFILE_KEY]);
  return paymentProfileFrom(stored.get(PAYMENT_PROFILE_KEY));
}

/** Changes the fields sent; the whole value is stored so later defaults do not shift a shop's presets. */
export async function updatePaymentProfile(deps: AppDeps, auth: AuthContext, input: PaymentProfileUpdate, ip: string): Promise<PaymentProfile> {
  const next = await deps.db.transaction(async (tx) => {
    const value = paymentProfileSchema.parse({ ...(await readPaymentProfile(tx)), ...input });
    await writeSetting(tx, PAYMENT_PROFILE_KEY, value);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Set, entity: "settings", entityId: PAYMENT_PROFILE_KEY, details: value, ip });
    return value;
  });
  deps.realtime.publish({ entity: "settings", id: PAYMENT_PROFILE_KEY, action: "Set" });
  return next;
}
