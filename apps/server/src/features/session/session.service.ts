import type { SessionData } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { readShopSettings, type ShopSettings } from "../settings";
import { registerIsOpen } from "../registers";

/**
 * The session store's data (docs/product.md §3); registerIsOpened answers for the asking device's
 * drawer. A caller that reads the shop's settings with others of its own passes that read in.
 */
export async function getSessionData(
  deps: AppDeps,
  auth: Pick<AuthContext, "user" | "group">,
  registerId?: string,
  shop?: Promise<ShopSettings>,
): Promise<SessionData> {
  const { utility, website } = await (shop ?? readShopSettings(deps.db));
  const { user, group } = auth;
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email ?? "",
      image: user.image,
      status: user.status,
      hasPin: user.pinHash !== null,
      group: { id: group.id, name: group.name, permission: group.permission, isDev: group.isDev, isOwner: group.isOwner },
    },
    utility,
    website,
    registerIsOpened: await registerIsOpen(deps.db, registerId),
  };
}
