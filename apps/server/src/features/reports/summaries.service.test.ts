import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ItemKind, PaymentMethod } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { createSale, insertProduct } from "../sales/sale-fixtures";
import { freshenSummaries } from "./summaries.service";
import { throughSummaryGate } from "./summary-gate";
import { SUMMARY_PART_COUNT, staleDays } from "./summary-refresh.repository";

let app: TestApp;
let owner: string;
let washId: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2_500 })).id;
});
afterAll(() => app.close());

// PGlite runs its queries on the main thread: without a turn of the event loop between batches,
// nothing else (no timer, no request) would run until the last one.
describe.skipIf(onPostgres)("freshening two months of stale days on PGlite", () => {
  it("lets a timer, a query and a sale through between its transactions, and still brings every day up to date", async () => {
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

const SUMMARY_TABLES = [
  "summary_day_sales",
  "summary_day_products",
  "summary_day_staff",
  "summary_day_payments",
  "summary_day_refunds",
  "summary_day_customers",
  "summary_day_commission_lines",
  "summary_day_tips",
];

/** Every summary row of a day, in a fixed order, as text. */
async function summaryRowsOf(day: string): Promise<string[]> {
  const rows: string[] = [];
  for (const table of SUMMARY_TABLES) {
    const result = (await app.db.execute(
      sql`select ${table}::text || ' ' || row_to_json(t)::text as row from ${sql.identifier(table)} t where business_date = ${day} order by 1`,
    )) as unknown as { rows: { row: string }[] };
    rows.push(...result.rows.map((r) => r.row));
  }
  return rows;
}

const sellWash = () =>
  createSale(app, owner, {
    lines: [{ productId: washId, quantity: 1 }],
    expectedAmount: 2_500,
    payments: [{ method: PaymentMethod.CreditCard, amount: 2_500, tip: 300 }],
  });

describe.skipIf(onPostgres)("a day recomputed a summary table at a time on PGlite", () => {
  it("is done again whole when a sale lands on it between two of its parts, and ends equal to a whole recompute", async () => {
    const first = await sellWash();
    const day = first.businessDate;
    await app.db.execute(sql`update summary_days set computed_version = 0 where business_date = ${day}`);
    let soldBetween = false;
    const parts: number[] = [];
    const done = await freshenSummaries(app.db, day, day, {
      afterPart: async (_day, part) => {
        parts.push(part);
        if (part === 2 && !soldBetween) {
          soldBetween = true;
          await sellWash();
        }
      },
    });
    expect(done).toBe(1);
    expect(parts).toEqual(Array.from({ length: SUMMARY_PART_COUNT }, (_, i) => i));
    expect(await staleDays(app.db, day, day)).toEqual([]);
    const afterParts = await summaryRowsOf(day);
    const sales = (await app.db.execute(sql`select count(*)::int as n from sales where business_date = ${day} and deleted_at is null`)) as unknown as {
      rows: { n: number }[];
    };
    const summarised = (await app.db.execute(
      sql`select coalesce(sum(sale_count), 0)::int as n from summary_day_sales where business_date = ${day}`,
    )) as unknown as { rows: { n: number }[] };
    expect(summarised.rows[0]!.n).toBe(sales.rows[0]!.n);

    // The same day recomputed whole, in one transaction: the same rows.
    await app.db.execute(sql`update summary_days set computed_version = 0 where business_date = ${day}`);
    await freshenSummaries(app.db, day, day, { alone: true });
    expect(afterParts).toEqual(await summaryRowsOf(day));
  });

  it("keeps a reader of several summaries waiting until the day's last part is written", async () => {
    const { businessDate: day } = await sellWash();
    await app.db.execute(sql`update summary_days set computed_version = 0 where business_date = ${day}`);
    const order: string[] = [];
    let read: Promise<void> | undefined;
    await freshenSummaries(app.db, day, day, {
      afterPart: async (_day, part) => {
        order.push(`part ${part}`);
        read ??= throughSummaryGate(app.db, async () => {
          order.push("read");
        });
      },
    });
    await read;
    expect(order.at(-1)).toBe("read");
    expect(order.indexOf("read")).toBe(SUMMARY_PART_COUNT);
  });
});
