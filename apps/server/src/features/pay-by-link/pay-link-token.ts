import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";

/** A sale's payment link: its token names a pay_links row (platform/signed-link-token.ts). */
export interface PayLinkClaims {
  linkId: string;
  expiresAt: Date;
}

const PURPOSE = "washdesk pay-link token v1";

export const payLinkSigningKey = (settingsKey: Buffer | undefined): Buffer => linkSigningKey(settingsKey, PURPOSE);

export const signPayLinkToken = (key: Buffer, claims: PayLinkClaims): string => signLinkToken(key, { id: claims.linkId, expiresAt: claims.expiresAt });

/** The claims of a token this server signed, or null for anything else (tampered, truncated, another key). */
export function readPayLinkToken(key: Buffer, token: string): PayLinkClaims | null {
  const claims = readLinkToken(key, token);
  return claims ? { linkId: claims.id, expiresAt: claims.expiresAt } : null;
}
