import type { AwardPointsSettings, Utility } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { readSettings, utilityFrom, AWARD_POINTS_KEY, awardPointsFrom } from "../settings";
import type { AuthContext } from "../../platform/auth/sessions";
import type { AppDeps } from "../../platform/deps";
import type { ActivityAction } from "@washdesk/domain";
import { announceAppointmentsOfSale } from "../appointments";

export interface SaleSettings {
  utility: Utility;
  awardPoints: AwardPointsSettings;
}

/**
 * The settings a money move needs, in one read: the shop's time zone (business date), whether cash
 * may be taken with no register open, and the points rates.
 */
export async function readSaleSettings(db: Executor): Promise<SaleSettings> {
  const stored = await readSettings(db, [...SALE_SETTING_KEYS]);
  return saleSettingsFrom((key) => stored.get(key));
}

/** The keys readSaleSettings reads (a new sale reads them with its other facts). */
export const SALE_SETTING_KEYS = ["utility", AWARD_POINTS_KEY, "paymentProfile"] as const;

/** Stored values over the defaults, as readSaleSettings answers. */
export function saleSettingsFrom(stored: (key: (typeof SALE_SETTING_KEYS)[number]) => Record<string, unknown> | undefined): SaleSettings {
  return { utility: utilityFrom(stored("utility"), stored("paymentProfile")), awardPoints: awardPointsFrom(stored(AWARD_POINTS_KEY)) };
}

export const staffName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/**
 * The realtime hint of a change to a sale, so open lists and screens refetch; money moved through a
 * drawer also hints registers, so open-register screens show the new expected cash.
 */
export function saleHint(deps: AppDeps, id: string, action: keyof typeof ActivityAction, registerSessionId?: string | null): void {
  deps.realtime.publish({ entity: "sales", id, action });
  // An appointment checked in to this sale that the sale's transaction completed or let go of.
  announceAppointmentsOfSale(deps, id);
  if (registerSessionId) deps.realtime.publish({ entity: "registers", id: registerSessionId, action });
}
