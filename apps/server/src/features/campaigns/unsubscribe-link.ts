import { sql } from "drizzle-orm";
import { emailFooter, unsubscribePath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { EmailFooter } from "../../platform/outbox/outbox-worker";
import type { ClaimedMessage } from "../../platform/outbox/outbox.repository";
import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";
import { readShopSettings } from "../settings";
import { rowsOf } from "./audience.repository";

// The unsubscribe link of every bulk and automated e-mail: a token naming the customer, signed for
// this purpose alone (platform/signed-link-token.ts). It lasts a year: the law asks for at least 30
// days after the e-mail was sent.

const PURPOSE = "washdesk unsubscribe token v1";
const LINK_LIFE_MS = 365 * 24 * 3_600_000;

const unsubscribeKey = (settingsKey: Buffer | undefined) => linkSigningKey(settingsKey, PURPOSE);

export function signUnsubscribeToken(settingsKey: Buffer | undefined, customerId: string, now: Date): string {
  return signLinkToken(unsubscribeKey(settingsKey), { id: customerId, expiresAt: new Date(now.getTime() + LINK_LIFE_MS) });
}

/** The customer of a token this server signed and that has not expired, or null. */
export function readUnsubscribeToken(settingsKey: Buffer | undefined, token: string, now: Date): string | null {
  const claims = readLinkToken(unsubscribeKey(settingsKey), token);
  return claims && claims.expiresAt.getTime() > now.getTime() ? claims.id : null;
}

/** The living customer an address belongs to, for an automated e-mail queued without one. */
async function customerOfAddress(executor: Executor, address: string): Promise<string | null> {
  const result = await executor.execute(sql`select id from customers where lower(email) = lower(${address}) and deleted_at is null limit 1`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/**
 * The outbox worker's footer of an automated or bulk e-mail (outbox-worker.ts `emailFooter`): the
 * link, the shop's name and postal address, and the List-Unsubscribe headers so mail clients show
 * their own one-click button (RFC 8058: a POST to the same address). None without a customer.
 */
export function unsubscribeFooter(deps: Pick<AppDeps, "db" | "clock" | "config">): (message: ClaimedMessage) => Promise<EmailFooter | null> {
  return async (message) => {
    const customerId = message.customerId ?? (await customerOfAddress(deps.db, message.recipient));
    if (!customerId || !deps.config.settingsKey) return null;
    const token = signUnsubscribeToken(deps.config.settingsKey, customerId, deps.clock());
    const base = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
    const { utility, website } = await readShopSettings(deps.db);
    const footer = emailFooter({ businessName: utility.businessName, postalAddress: website.address, unsubscribeUrl: `${base}${unsubscribePath(token)}` });
    return {
      ...footer,
      headers: { "List-Unsubscribe": `<${base}/api/public/unsubscribe/${token}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  };
}
