import { and, eq, gt, sql } from "drizzle-orm";
import { PASSWORD_LOCK_MINUTES, PASSWORD_TRIES_BEFORE_LOCK, type Refusal } from "@washdesk/domain";
import type { Config } from "../../config";
import type { Executor } from "../db/database";
import { passwordFailures } from "../db/schema";
import { refusalError } from "../errors";
import { clientAddressKey } from "../client-address";

/**
 * Who is trying a password, and from where. Attempts are limited twice, the same way wherever a
 * password is checked (sign-in, changing one's password or PIN): per address and minute for all
 * accounts (`perAddressLimit`), and per account and address (`PASSWORD_TRIES_BEFORE_LOCK` wrong
 * ones lock that address out of that account for `PASSWORD_LOCK_MINUTES`). A lock never holds
 * another address, so wrong tries from one device cannot keep the person out from theirs.
 */
export interface PasswordAttempt {
  userId: string;
  address: string;
}

const LOCK_MS = PASSWORD_LOCK_MINUTES * 60_000;

export const passwordAttempt = (userId: string, ip: string): PasswordAttempt => ({ userId, address: clientAddressKey(ip) });

/** The route config of the per-address limit, answering `refusal` past it (LOGIN_RATE_LIMIT_PER_MINUTE). */
export function perAddressLimit(config: Config, refusal: Refusal) {
  return { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: "1 minute", errorResponseBuilder: () => refusalError(refusal) } };
}

/** Until when this address is locked out of this account; null when it is not. */
export async function lockedUntil(db: Executor, attempt: PasswordAttempt, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: passwordFailures.lockedUntil })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.userId, attempt.userId), eq(passwordFailures.address, attempt.address), gt(passwordFailures.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts a wrong password and answers until when the address is now locked out of the account
 * (null: not locked). One statement, so parallel attempts all count.
 */
export async function recordWrongPassword(db: Executor, attempt: PasswordAttempt, now: Date): Promise<Date | null> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const stale = sql`${passwordFailures.lastFailedAt} <= ${new Date(now.getTime() - LOCK_MS).toISOString()}::timestamptz`;
  const failures = sql`case when ${stale} then 1 else ${passwordFailures.failures} + 1 end`;
  const [row] = await db
    .insert(passwordFailures)
    .values({ ...attempt, failures: 1, lastFailedAt: now, lockedUntil: PASSWORD_TRIES_BEFORE_LOCK <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: [passwordFailures.userId, passwordFailures.address],
      set: {
        failures,
        lastFailedAt: now,
        lockedUntil: sql`case when ${failures} >= ${PASSWORD_TRIES_BEFORE_LOCK} then ${lockUntil.toISOString()}::timestamptz when ${stale} then null else ${passwordFailures.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: passwordFailures.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** The right password from this address: its count starts over (other addresses keep theirs). */
export async function clearWrongPasswords(db: Executor, attempt: PasswordAttempt): Promise<void> {
  await db.delete(passwordFailures).where(and(eq(passwordFailures.userId, attempt.userId), eq(passwordFailures.address, attempt.address)));
}
