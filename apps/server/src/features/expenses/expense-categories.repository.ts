import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { CATEGORY_LIST_LIMIT } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { expenseCategories } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

const alive = isNull(expenseCategories.deletedAt);

export async function insertCategory(db: Executor, name: string, createdBy: string) {
  const [row] = await db.insert(expenseCategories).values({ name, createdBy }).returning({ id: expenseCategories.id, name: expenseCategories.name });
  return row!;
}

/** Living categories whose name contains the text, A–Z; a shop has tens, never a whole table's worth. */
export function searchCategories(db: Executor, text: string) {
  const match = text === "" ? undefined : sql`lower(${expenseCategories.name}) like ${containsPattern(text.toLowerCase())}`;
  return db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(and(alive, match))
    .orderBy(asc(sql`lower(${expenseCategories.name})`))
    .limit(CATEGORY_LIST_LIMIT);
}

export async function findCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.id, id), alive));
  return row ?? null;
}

export async function findCategoryByName(db: Executor, name: string) {
  const [row] = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(and(sql`lower(${expenseCategories.name}) = ${name.toLowerCase()}`, alive));
  return row ?? null;
}
