import { desc, eq, gt, max, count } from "drizzle-orm";
import { LOCKED_ACCOUNTS_LIMIT } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { passwordFailures, users } from "../../platform/db/schema";

/** Accounts with an address locked out of them now, the latest lock first. */
export function findLockedAccounts(db: Executor, now: Date) {
  const lockedUntil = max(passwordFailures.lockedUntil);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, lockedUntil, addresses: count() })
    .from(passwordFailures)
    .innerJoin(users, eq(users.id, passwordFailures.userId))
    .where(gt(passwordFailures.lockedUntil, now))
    .groupBy(users.id)
    .orderBy(desc(lockedUntil), users.email)
    .limit(LOCKED_ACCOUNTS_LIMIT);
}

export function userExists(db: Executor, userId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows.length === 1);
}

/** Forgets every wrong password of the account, from every address: its locks end now. */
export function deletePasswordFailures(db: Executor, userId: string) {
  return db.delete(passwordFailures).where(eq(passwordFailures.userId, userId)).returning({ lockedUntil: passwordFailures.lockedUntil });
}
