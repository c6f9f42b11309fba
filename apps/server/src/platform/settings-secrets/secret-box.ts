import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// Secrets at rest (docs/product.md §2 /settings/system): a secret setting is stored sealed with
// AES-256-GCM under the settings key, never as its text. The setting's name is the additional
// authenticated data, so a sealed value copied into another setting does not open.

const VERSION = "v1";
const IV_BYTES = 12;

/** "v1.<iv>.<tag>.<ciphertext>", each base64url: what the settings table keeps for a secret. */
export type SealedSecret = string;

export function sealSecret(key: Buffer, name: string, plain: string): SealedSecret {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(name, "utf8"));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The secret's text; throws when the key or the setting's name is not the one it was sealed with. */
export function openSecret(key: Buffer, name: string, sealed: SealedSecret): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error(`the stored secret "${name}" is not a sealed value`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(name, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export const isSealedSecret = (value: unknown): value is SealedSecret => typeof value === "string" && value.startsWith(`${VERSION}.`);
