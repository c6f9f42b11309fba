import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A link's token for a customer outside sign-in (a sale's payment link, an account's link): a
 * record's id and the link's expiry (seconds), signed with HMAC-SHA256 under a key derived from the
 * settings key for one purpose. A token cannot be made or changed without the server, a token of
 * one purpose opens nothing of another, and a new settings key retires every link at once. Both
 * parts are base64url; the id travels as its 16 bytes to keep a texted link short.
 */
export interface LinkClaims {
  id: string;
  expiresAt: Date;
}

/** The signing key of one kind of link ("washdesk pay-link token v1"…). */
export function linkSigningKey(settingsKey: Buffer | undefined, purpose: string): Buffer {
  if (!settingsKey) throw new Error("The settings key is needed to sign links");
  return createHmac("sha256", settingsKey).update(purpose).digest();
}

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

export function signLinkToken(key: Buffer, claims: LinkClaims): string {
  const id = Buffer.from(claims.id.replace(/-/g, ""), "hex");
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor(claims.expiresAt.getTime() / 1000));
  const payload = Buffer.concat([id, expiry]).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a token this server signed with this key, or null for anything else (tampered, truncated, another key). */
export function readLinkToken(key: Buffer, token: string): LinkClaims | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const bytes = Buffer.from(payload, "base64url");
  if (bytes.length !== 20) return null;
  const hex = bytes.subarray(0, 16).toString("hex");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, expiresAt: new Date(bytes.readUInt32BE(16) * 1000) };
}
