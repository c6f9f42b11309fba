import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, openTestDatabase } from "../../../test/test-database";
import type { DatabaseHandle } from "./database";
import { rowFromJson, runFixed } from "./fixed-query";
import { activityLogs } from "./schema";

// runFixed reaches into Drizzle's session (`db._.session.prepareQuery`), which is not public API.
// These tests fail when an upgrade of Drizzle moves or changes it, on the driver the suite runs on.

describe("runFixed on Drizzle's session", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it("is still where runFixed looks for it, on the database and on a transaction", async () => {
    expect(typeof handle.db._.session.prepareQuery).toBe("function");
    await handle.db.transaction(async (tx) => {
      expect(typeof tx._.session.prepareQuery).toBe("function");
    });
  });

  it("runs a statement with typed parameters and answers rows as objects", async () => {
    const rows = await runFixed<{ n: number; t: string }>(handle.db, { name: "fixed_query_test_v1", text: "select $1::int + 1 as n, $2::text as t" }, [
      41,
      "x",
    ]);
    expect(rows).toEqual([{ n: 42, t: "x" }]);
    // The second run of the same name reuses the statement (node-postgres) and still answers.
    expect(await runFixed(handle.db, { name: "fixed_query_test_v1", text: "select $1::int + 1 as n, $2::text as t" }, [1, "y"])).toEqual([{ n: 2, t: "y" }]);
  });

  it("writes inside the caller's transaction: a rollback takes the write back", async () => {
    const insert = {
      name: "fixed_query_test_insert_v1",
      text: "insert into activity_logs (action, entity, details) values ($1::int, $2::text, $3::text::jsonb) returning row_to_json(activity_logs) as row",
    };
    await expect(
      handle.db.transaction(async (tx) => {
        const [written] = await runFixed<{ row: Record<string, unknown> }>(tx, insert, [1, "fixed-query-test", JSON.stringify({ a: 1 })]);
        const row = rowFromJson(activityLogs)(written!.row);
        expect(row).toMatchObject({ action: 1, entity: "fixed-query-test", details: { a: 1 } });
        expect(row.createdAt).toBeInstanceOf(Date);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const left = await runFixed<{ n: number }>(
      handle.db,
      { name: "fixed_query_test_count_v1", text: "select count(*)::int as n from activity_logs where entity = $1::text" },
      ["fixed-query-test"],
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it.runIf(onPostgres)("prepares the statement under its name on PostgreSQL", async () => {
    await handle.db.transaction(async (tx) => {
      await runFixed(tx, { name: "fixed_query_test_named_v1", text: "select 1 as one" }, []);
      const prepared = await runFixed<{ name: string }>(
        tx,
        { name: "fixed_query_test_list_v1", text: "select name from pg_prepared_statements where name = $1::text" },
        ["fixed_query_test_named_v1"],
      );
      expect(prepared).toEqual([{ name: "fixed_query_test_named_v1" }]);
    });
  });
});
