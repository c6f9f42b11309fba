import { and, eq, isNull } from "drizzle-orm";
import { campaignRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { customers } from "../../platform/db/schema";
import { refusalError } from "../../platform/errors";
import { latestConsentOfCustomer, recordConsentChange } from "../../platform/outbox/sms-consent";
import { readShopSettings } from "../settings";
import { readUnsubscribeToken } from "./unsubscribe-link";

/**
 * POST /api/public/unsubscribe/:token: the customer of a signed link opts out of e-mails (a
 * consent record from the link, the alert flag off), at once and without signing in. Opening it
 * again changes nothing more; a tampered or expired link is refused.
 */
export async function unsubscribe(deps: AppDeps, token: string): Promise<{ businessName: string }> {
  const now = deps.clock();
  const customerId = readUnsubscribeToken(deps.config.settingsKey, token, now);
  if (!customerId) throw refusalError(campaignRefusals.linkInvalid);
  await deps.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for("update");
    if (!customer) throw refusalError(campaignRefusals.linkInvalid);
    const latest = await latestConsentOfCustomer(tx, customerId, "email");
    if (latest && !latest.optedIn) return;
    await recordConsentChange(tx, { customerId, channel: "email", optedIn: false, source: "unsubscribeLink", byUser: null, at: now });
  });
  deps.realtime.publish({ entity: "customers", id: customerId, action: "Update" });
  const { utility } = await readShopSettings(deps.db);
  return { businessName: utility.businessName };
}
