import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../db/database";
import { settings } from "../db/schema";

/**
 * Attachment URLs carry a short-lived signature: `/api/files/:id?exp=…&sig=…`. An <img> cannot
 * send the client header or a bearer token, so the signature stands in for them: only answers of
 * routes that already checked the reader's permission hand out signed URLs, and a leaked URL stops
 * working when it expires. sig = HMAC-SHA256(secret, "id/variant/exp"), base64url.
 *
 * The secret is FILE_URL_SECRET, or else one generated on first use and kept in the settings table
 * (key below, never sent by any route), so every server process behind a load balancer agrees.
 */
export const FILE_URL_SECRET_KEY = "fileUrlSecret";
/** A URL stays good for at least this long… */
export const FILE_URL_TTL_SECONDS = 2 * 3600;
/** …and expiries are rounded up to this step, so one file keeps one URL for a while (browser cache). */
const EXPIRY_STEP_SECONDS = 15 * 60;

export type FileVariant = "file" | "thumb";

export interface FileUrlSigner {
  url(fileId: string, variant: FileVariant, now: Date): string;
  verify(fileId: string, variant: FileVariant, exp: string | undefined, sig: string | undefined, now: Date): boolean;
}

const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSecret(db: Database, config: Pick<Config, "fileUrlSecret">): Promise<Buffer> {
  if (config.fileUrlSecret) return Buffer.from(config.fileUrlSecret, "utf8");
  // Two processes starting together both insert; the first wins and both read the winner.
  await db
    .insert(settings)
    .values({ key: FILE_URL_SECRET_KEY, value: { secret: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, FILE_URL_SECRET_KEY));
  const secret = row?.value.secret;
  if (typeof secret !== "string" || secret.length < 16) throw new Error("the stored file URL secret is missing or too short");
  return Buffer.from(secret, "utf8");
}

export async function fileUrlSigner(db: Database, config: Pick<Config, "fileUrlSecret">): Promise<FileUrlSigner> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db, config);
    secrets.set(db, secret);
    // A failed read is tried again next time instead of being remembered.
    secret.catch(() => secrets.delete(db));
  }
  return signerWith(await secret);
}

export function signerWith(secret: Buffer): FileUrlSigner {
  const sign = (fileId: string, variant: FileVariant, exp: number) => createHmac("sha256", secret).update(`${fileId}/${variant}/${exp}`).digest("base64url");
  return {
    url(fileId, variant, now) {
      const seconds = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
      const exp = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const base = variant === "thumb" ? `/api/files/${fileId}/thumb` : `/api/files/${fileId}`;
      return `${base}?exp=${exp}&sig=${sign(fileId, variant, exp)}`;
    },
    verify(fileId, variant, exp, sig, now) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(fileId, variant, Number(exp)));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
