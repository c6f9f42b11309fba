import { utilitySchema, websiteSchema, type Utility, type Website } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
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
