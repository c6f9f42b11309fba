import { utilitySchema, type AwardPointsSettings, type Utility } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { readSettings } from "../settings/settings.repository";
import { defaultUtility } from "../settings/settings.service";
import { AWARD_POINTS_KEY, awardPointsFrom } from "../settings/award-points.service";
import type { AuthContext } from "../auth/auth.service";
import type { AppDeps } from "../../platform/deps";
import type { ActivityAction } from "@washdesk/domain";

export interface SaleSettings {
  utility: Utility;
  awardPoints: AwardPointsSettings;
}

/** The settings a money move needs, in one read: the shop's time zone (business date) and the points rates. */
export async function readSaleSettings(db: Executor): Promise<SaleSettings> {
  const stored = await readSettings(db, [...SALE_SETTING_KEYS]);
  return saleSettingsFrom((key) => stored.get(key));
}

/** The keys readSaleSettings reads (a new sale reads them with its other facts). */
export const SALE_SETTING_KEYS = ["utility", AWARD_POINTS_KEY] as const;

/** Stored values over the defaults, as readSaleSettings answers. */
export function saleSettingsFrom(stored: (key: (typeof SALE_SETTING_KEYS)[number]) => Record<string, unknown> | undefined): SaleSettings {
  const utility = utilitySchema.safeParse({ ...defaultUtility, ...stored("utility") });
  return { utility: utility.success ? utility.data : defaultUtility, awardPoints: awardPointsFrom(stored(AWARD_POINTS_KEY)) };
}

const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

/**
 * The shop's calendar day at an instant ("today" at the counter): what toStoredDate answers. Every
 * money move asks, and formatting in a time zone costs more than the rest of a sale's arithmetic:
 * one formatter is kept per time zone, and its answer for the current minute (a day starts on a
 * minute boundary in every time zone in use).
 */
export function businessDateAt(settings: SaleSettings, at: Date): string {
  const timeZone = settings.utility.timeZone;
  const minute = Math.floor(at.getTime() / 60_000);
  let cached = dayFormats.get(timeZone);
  if (!cached) {
    // en-CA writes dates as YYYY-MM-DD, exactly as toStoredDate does.
    const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    cached = { format, minute: Number.NaN, day: "" };
    dayFormats.set(timeZone, cached);
  }
  if (cached.minute !== minute) {
    cached.day = cached.format.format(at);
    cached.minute = minute;
  }
  return cached.day;
}

export const staffName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/**
 * The realtime hint of a change to a sale, so open lists and screens refetch; money moved through a
 * drawer also hints registers, so open-register screens show the new expected cash.
 */
export function saleHint(deps: AppDeps, id: string, action: keyof typeof ActivityAction, registerSessionId?: string | null): void {
  deps.realtime.publish({ entity: "sales", id, action });
  if (registerSessionId) deps.realtime.publish({ entity: "registers", id: registerSessionId, action });
}

/** What a money-moving request carries besides its body. */
export interface RequestMeta {
  ip: string;
  idempotencyKey: string;
}
