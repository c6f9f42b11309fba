import { inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { files } from "../../platform/db/schema";

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export function insertFiles(db: Executor, rows: NewFileRow[]): Promise<FileRow[]> {
  return db.insert(files).values(rows).returning();
}

export async function findFile(db: Executor, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(inArray(files.id, [id]));
  return row ?? null;
}

export function findFiles(db: Executor, ids: string[]): Promise<FileRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(files).where(inArray(files.id, ids));
}
