import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/database";
import { createServerLogger } from "./server-logger";

/** A database that only records what the sink inserts. */
function recordingDb() {
  const rows: Record<string, unknown>[] = [];
  const db = { insert: () => ({ values: async (batch: Record<string, unknown>[]) => void rows.push(...batch) }) } as unknown as Database;
  return { db, rows };
}

afterEach(() => vi.restoreAllMocks());

describe("the server logger", () => {
  it("writes standard output at its level, keeps warn and above, and blanks secrets in both", async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const { db, rows } = recordingDb();
    const { logger, sink } = createServerLogger(db, "info");
    logger.info({ req: { headers: { authorization: "Bearer one-secret" } } }, "incoming");
    logger.warn({ password: "two-secret", reqId: "r-1" }, "careful");
    await sink.flush();
    vi.restoreAllMocks();
    expect(printed).toHaveLength(2);
    expect(rows).toMatchObject([{ level: "warn", requestId: "r-1", message: "careful" }]);
    expect(printed.join("") + JSON.stringify(rows)).not.toMatch(/one-secret|two-secret/);
  });

  it("keeps warnings when standard output is off, and drops a batch the database refuses without logging about it", async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    const db = {
      insert: () => ({
        values: async () => {
          throw new Error("database is gone");
        },
      }),
    } as unknown as Database;
    const { logger, sink } = createServerLogger(db, undefined);
    logger.error("first");
    await sink.flush();
    await sink.flush();
    expect(errors).toEqual(["system log: 1 entries not kept (database is gone)\n"]);
  });
});
