import { linkSigningKey, readLinkToken, signLinkToken } from "../../platform/signed-link-token";

// A review link's token names a review_requests row, signed (platform/signed-link-token.ts) under
// a key of its own purpose: a payment link's token opens no review page, and the reverse.
const PURPOSE = "washdesk review-link token v1";

export const reviewLinkSigningKey = (settingsKey: Buffer | undefined): Buffer => linkSigningKey(settingsKey, PURPOSE);

export const signReviewLinkToken = (key: Buffer, requestId: string, expiresAt: Date): string => signLinkToken(key, { id: requestId, expiresAt });

/** The request id and expiry of a token this server signed, or null for anything else. */
export function readReviewLinkToken(key: Buffer, token: string): { requestId: string; expiresAt: Date } | null {
  const claims = readLinkToken(key, token);
  return claims ? { requestId: claims.id, expiresAt: claims.expiresAt } : null;
}
