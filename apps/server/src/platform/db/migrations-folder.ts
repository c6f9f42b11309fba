import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** migrations/ sits beside src/ and dist/; find it from wherever this module was loaded. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("migrations folder not found");
}
