import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { users } from "../../platform/db/schema";

export function updateUser(
  db: Executor,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "passwordHash" | "pinHash">>,
) {
  return db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
