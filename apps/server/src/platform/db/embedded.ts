import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./database";

/**
 * PGlite: one connection, and its queries run on the main thread, so while a long piece of work
 * holds it the server neither answers nor even reads a request.
 */
export function isEmbedded(db: Database): boolean {
  return db instanceof PgliteDatabase;
}
