import { utilitySchema, websiteSchema, type Utility, type Website } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { businessDateAt } from "../../platform/shop-clock";
import type { AppDeps } from "../../platform/deps";
import { readSettings } from "./settings.repository";

/** What a shop has before anyone configures it; stored values override field by field. */
export const defaultUtility: Utility = { businessName: "WashDesk", timeZone: "America/New_York", currency: "USD" };
export const defaultWebsite: Website = { url: "", phone: "", address: "" };

export async function readShopSettings(db: Executor): Promise<{ utility: Utility; website: Website }> {
  const stored = await readSettings(db, ["utility", "website"]);
  return {
    utility: utilitySchema.parse({ ...defaultUtility, ...stored.get("utility") }),
    website: websiteSchema.parse({ ...defaultWebsite, ...stored.get("website") }),
  };
}

/** The shop's time zone (a system setting): what its calendar days and wall-clock times are read in. */
export async function shopTimeZone(db: Executor): Promise<string> {
  return (await readShopSettings(db)).utility.timeZone;
}

/** The shop's calendar day now, in its own time zone: what "due today" and "this month" mean. */
export async function shopToday(deps: Pick<AppDeps, "clock">, db: Executor): Promise<string> {
  return businessDateAt(deps.clock(), await shopTimeZone(db));
}
