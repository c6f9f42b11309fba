import { DEFAULT_WORKWEEK_START, defaultQuietHours, quietHoursSchema, utilitySchema, websiteSchema, type Utility, type Website } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { businessDateAt } from "../../platform/shop-clock";
import type { AppDeps } from "../../platform/deps";
import { readSettings } from "./settings.repository";

/** What a shop has before anyone configures it; stored values override field by field. */
export const defaultUtility: Utility = {
  businessName: "WashDesk",
  timeZone: "America/New_York",
  currency: "USD",
  workweekStart: DEFAULT_WORKWEEK_START,
  blindClose: false,
  cashOutsideRegister: false,
  quietHours: defaultQuietHours,
};
export const defaultWebsite: Website = { url: "", phone: "", address: "", email: "", logoUrl: "", receiptHeader: "", receiptFooter: "", reviewUrl: "" };

export interface ShopSettings {
  utility: Utility;
  website: Website;
}

/** The keys readShopSettings reads (the counter's first request reads them with its own). */
export const SHOP_SETTING_KEYS = ["utility", "website", "paymentProfile"] as const;

export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const stored = await readSettings(db, [...SHOP_SETTING_KEYS]);
  return shopSettingsFrom((key) => stored.get(key));
}

/** Stored values over the defaults, as readShopSettings answers. */
export function shopSettingsFrom(stored: (key: (typeof SHOP_SETTING_KEYS)[number]) => Record<string, unknown> | undefined): ShopSettings {
  return {
    utility: utilityFrom(stored("utility"), stored("paymentProfile")),
    website: websiteSchema.parse({ ...defaultWebsite, ...stored("website") }),
  };
}

/**
 * The session's utility: the shop's name, clock and currency, and the public part of the Utility and
 * Payment profile sections (blind close, quiet hours, cash outside a register), stored values over
 * the defaults field by field.
 */
export function utilityFrom(utility: Record<string, unknown> | undefined, paymentProfile: Record<string, unknown> | undefined): Utility {
  const quietHours = quietHoursSchema.safeParse(utility?.quietHours).data ?? defaultQuietHours;
  const value = { ...defaultUtility, ...utility, quietHours, cashOutsideRegister: paymentProfile?.cashOutsideRegister === true };
  return utilitySchema.safeParse(value).data ?? { ...defaultUtility, quietHours, cashOutsideRegister: value.cashOutsideRegister };
}

/** The shop's time zone (a system setting): what its calendar days and wall-clock times are read in. */
export async function shopTimeZone(db: Executor): Promise<string> {
  return (await readShopSettings(db)).utility.timeZone;
}

/** The shop's calendar day now, in its own time zone: what "due today" and "this month" mean. */
export async function shopToday(deps: Pick<AppDeps, "clock">, db: Executor): Promise<string> {
  return businessDateAt(deps.clock(), await shopTimeZone(db));
}
