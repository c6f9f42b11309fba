import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "../src/platform/db/database";
import { ensureBaseData } from "../src/seed/base-data";
import { seedDemoShop } from "../src/seed/demo-shop";
import { openTestDatabase } from "./test-database";

export interface SeededDemoShop {
  readonly db: Database;
  /** How long seeding the demo shop took, in seconds. */
  readonly seedSeconds: number;
}

/**
 * A test database holding the base data and the whole demo shop, seeded before the file's tests
 * and closed after them: what `npm start` puts in a new database (in New York unless told).
 */
export function seededDemoShop(timeZone?: string): SeededDemoShop {
  let handle: DatabaseHandle | undefined;
  let seedSeconds = 0;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await ensureBaseData(handle.db);
    const started = performance.now();
    await seedDemoShop(handle.db, timeZone);
    seedSeconds = (performance.now() - started) / 1000;
  });
  afterAll(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error("The demo shop is seeded in beforeAll: read it inside a test");
      return handle.db;
    },
    get seedSeconds() {
      return seedSeconds;
    },
  };
}
