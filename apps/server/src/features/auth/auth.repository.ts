import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { sessions, users } from "../../platform/db/schema";

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function insertSession(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date; now: Date; ip: string; userAgent: string | null }) {
  return db
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      rotatedAt: values.now,
      lastSeenAt: values.now,
      createdAt: values.now,
      ip: values.ip,
      userAgent: values.userAgent,
    })
    .returning({ id: sessions.id })
    .then((rows) => rows[0]!);
}
