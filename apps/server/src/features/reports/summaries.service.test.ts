import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ItemKind, PaymentMethod } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { createSale, insertProduct } from "../sales/sale-fixtures";
import { DAYS_PER_BATCH, EMBEDDED_BATCH_MS, freshenSummaries, nextBatchSize } from "./summaries.service";
import { staleDays } from "./summary-refresh.repository";

let app: TestApp;
let owner: string;
let washId: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2_500 })).id;
});
afterAll(() => app.close());

describe("the size of a batch on PGlite", () => {
  it("is as many days as the last batch's cost per day fits in the time budget, from one to DAYS_PER_BATCH", () => {
    expect(nextBatchSize(0, 0)).toBe(1);
    expect(nextBatchSize(1, EMBEDDED_BATCH_MS * 3)).toBe(1);
    expect(nextBatchSize(2, EMBEDDED_BATCH_MS / 2)).toBe(4);
    expect(nextBatchSize(4, 0)).toBe(DAYS_PER_BATCH);
  });
});

// PGlite runs its queries on the main thread: without a turn of the event loop between batches,
// nothing else (no timer, no request) would run until the last one.
describe.skipIf(onPostgres)("freshening two months of stale days on PGlite", () => {
  it("lets a timer, a query and a sale through between its batches, and still brings every day up to date", async () => {
    await app.db.execute(sql`
      insert into summary_days (business_date, version, computed_version)
      select day::date, 1, 0 from generate_series('2024-01-01'::date, '2024-02-29'::date, interval '1 day') day
      on conflict (business_date) do update set computed_version = 0`);
    let batches = 0;
    let finished = false;
    const freshening = freshenSummaries(app.db, "2024-01-01", "2024-02-29", {
      stopping: () => {
        batches += 1;
        return false;
      },
    }).finally(() => {
      finished = true;
    });

    // Set once the recompute has started: it fires only if the event loop turns before the end.
    const seen = await new Promise<{ atTimer: number; atQuery: number; atSale: number; finished: boolean }>((resolve, reject) =>
      setImmediate(() => {
        const atTimer = batches;
        void (async () => {
          await app.db.execute(sql`select 1`);
          const atQuery = batches;
          await createSale(app, owner, {
            lines: [{ productId: washId, quantity: 1 }],
            expectedAmount: 2_500,
            payments: [{ method: PaymentMethod.CreditCard, amount: 2_500 }],
          });
          resolve({ atTimer, atQuery, atSale: batches, finished });
        })().catch(reject);
      }),
    );

    expect(await freshening).toBe(60);
    expect(seen.finished).toBe(false);
    expect(seen.atTimer).toBeGreaterThanOrEqual(1);
    expect(seen.atQuery).toBeGreaterThanOrEqual(seen.atTimer);
    expect(seen.atSale).toBeLessThan(batches);
    expect(await staleDays(app.db, "2024-01-01", "2024-02-29")).toEqual([]);
  });
});
