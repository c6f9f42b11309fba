import { count } from "drizzle-orm";
import { defaultGroups } from "@washdesk/domain";
import type { Database } from "../platform/db/database";
import { groups } from "../platform/db/schema";

/** Groups every shop starts with. Idempotent: an existing group keeps what the shop made of it. */
export async function ensureBaseData(db: Database): Promise<{ isNewShop: boolean }> {
  const [row] = await db.select({ n: count() }).from(groups);
  const isNewShop = (row?.n ?? 0) === 0;
  await db
    .insert(groups)
    .values(defaultGroups.map((g) => ({ name: g.name, permission: g.permission as Record<string, unknown>, isDev: g.isDev, isOwner: g.isOwner })))
    .onConflictDoNothing({ target: groups.name });
  return { isNewShop };
}
