import { ACCOUNT_LINK_LIFETIME_MS, accountLinkPath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";
import { readPaymentKeys } from "../settings";

/**
 * An account's link names the customer itself (no row of its own: the statement is the record of
 * it being sent), signed under a purpose of its own so a sale's payment link never opens an account.
 */
const PURPOSE = "washdesk account-link token v1";

export interface AccountLinkClaims {
  customerId: string;
  expiresAt: Date;
}

/**
 * Where a customer may pay their account online, for the statement's "Pay online" line: the public
 * account page behind a signed link that expires (ACCOUNT_LINK_DAYS). None (the line left out)
 * while the payment profile has no Stripe keys, since the customer could not pay, or when the
 * shop's address is unknown: the monthly run has no request to take it from without PUBLIC_URL.
 * Read outside any transaction: the payment profile is read on the pool.
 */
export async function accountPaymentLink(deps: Pick<AppDeps, "db" | "config" | "log" | "clock">, customerId: string, origin?: string): Promise<string | null> {
  const base = deps.config.publicUrl ?? origin;
  if (!base || !deps.config.settingsKey || !(await readPaymentKeys(deps))) return null;
  const expiresAt = new Date(deps.clock().getTime() + ACCOUNT_LINK_LIFETIME_MS);
  return `${base}${accountLinkPath(signLinkToken(linkSigningKey(deps.config.settingsKey, PURPOSE), { id: customerId, expiresAt }))}`;
}

/** The customer and expiry of an account link this server signed, or null for anything else. */
export function readAccountLinkToken(config: Pick<AppDeps["config"], "settingsKey">, token: string): AccountLinkClaims | null {
  const claims = readLinkToken(linkSigningKey(config.settingsKey, PURPOSE), token);
  return claims ? { customerId: claims.id, expiresAt: claims.expiresAt } : null;
}
