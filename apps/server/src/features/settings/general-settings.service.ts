import {
  businessHoursSchema,
  defaultBusinessHours,
  fileIdFromUrl,
  logoImagePath,
  settingsRefusals,
  SHOP_CURRENCY,
  weekdaySchema,
  type GeneralSettings,
  type GeneralSettingsUpdate,
  type ShopFace,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { refusalError } from "../../platform/errors";
import { findFile } from "../files";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";
import { readShopSettings } from "./settings.service";

// System Settings › General (docs/product.md §6 settings.system.general). One home per value: the
// name, time zone, currency, workweek and hours under "utility" (the time zone is what every
// business day and the summaries' shop_time_zone() read), the shop's public face under "website";
// the session carries both, so the header and the receipt follow a change.

const UTILITY_KEY = "utility";
const WEBSITE_KEY = "website";

/** The public address of a logo file: GET /api/shop/logo/:id answers it to anyone. */
export const logoUrlOf = (fileId: string) => `/api/shop/logo/${fileId}`;
const LOGO_URL = /^\/api\/shop\/logo\/([0-9a-f-]{36})$/;
export const logoFileIdOf = (logoUrl: string): string | null => LOGO_URL.exec(logoUrl)?.[1] ?? null;

type GeneralValues = Omit<GeneralSettings, "currency"> & { currency: string };

export async function readGeneralSettings(db: Executor): Promise<GeneralSettings & { setByServer: string[] }> {
  const { utility, website } = await readShopSettings(db);
  const stored = (await readSettings(db, [UTILITY_KEY])).get(UTILITY_KEY);
  const hours = businessHoursSchema.safeParse(stored?.businessHours);
  return {
    businessName: utility.businessName,
    logoUrl: website.logoUrl,
    address: website.address,
    phone: website.phone,
    email: website.email,
    website: website.url,
    timeZone: utility.timeZone,
    currency: SHOP_CURRENCY,
    businessHours: hours.success ? hours.data : defaultBusinessHours,
    workweekStart: weekdaySchema.safeParse(utility.workweekStart).data ?? "monday",
    receiptHeader: website.receiptHeader,
    receiptFooter: website.receiptFooter,
    reviewUrl: website.reviewUrl,
    // No general setting comes from the environment today.
    setByServer: [],
  };
}

/** The logo a change names: an image uploaded to /images/logo, as the upload answered its address. */
async function logoUrlFrom(db: Executor, logo: string | null | undefined, current: string): Promise<string> {
  if (logo === undefined) return current;
  if (logo === null) return "";
  if (logoFileIdOf(logo) !== null && logo === current) return current;
  const id = fileIdFromUrl(logo);
  const file = id ? await findFile(db, id) : null;
  if (!file || file.pathPrefix !== logoImagePath) throw refusalError(settingsRefusals.logoNotUploaded);
  return logoUrlOf(file.id);
}

/**
 * Changes the fields sent and keeps everything else stored under the two keys (the utility
 * section's drawer and message settings share "utility"). A new time zone dates business days
 * from now on; the days already stored keep theirs.
 */
export async function updateGeneralSettings(deps: AppDeps, auth: AuthContext, input: GeneralSettingsUpdate, ip: string) {
  // The session's utility and website carry this section: the hint refreshes them on every open screen.
  await writeSettings(deps, auth, ip, {
    section: "general",
    keys: [UTILITY_KEY, WEBSITE_KEY],
    change: async (tx, stored) => {
      const { setByServer: _fixed, ...before } = await readGeneralSettings(tx);
      const { logo, ...fields } = input;
      const after: GeneralValues = { ...before, ...fields, logoUrl: await logoUrlFrom(tx, logo, before.logoUrl) };
      const utility = {
        ...stored.get(UTILITY_KEY),
        businessName: after.businessName,
        timeZone: after.timeZone,
        currency: after.currency,
        workweekStart: after.workweekStart,
        businessHours: after.businessHours,
      };
      const website = {
        ...stored.get(WEBSITE_KEY),
        url: after.website,
        phone: after.phone,
        address: after.address,
        email: after.email,
        logoUrl: after.logoUrl,
        receiptHeader: after.receiptHeader,
        receiptFooter: after.receiptFooter,
        reviewUrl: after.reviewUrl,
      };
      return { before, after, stored: { [UTILITY_KEY]: utility, [WEBSITE_KEY]: website } };
    },
  });
  return readGeneralSettings(deps.db);
}

/** GET /api/shop: the name and logo the sign-in page shows. */
export async function readShopFace(db: Executor): Promise<ShopFace> {
  const { utility, website } = await readShopSettings(db);
  return { businessName: utility.businessName, logoUrl: website.logoUrl };
}

/** Whether a file is the shop's logo now: only that one file is public. */
export async function isCurrentLogo(db: Executor, fileId: string): Promise<boolean> {
  const { website } = await readShopSettings(db);
  return logoFileIdOf(website.logoUrl) === fileId.toLowerCase();
}
