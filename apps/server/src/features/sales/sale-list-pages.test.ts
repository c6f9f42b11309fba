import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, salesMessages, type SalePage } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { createSale, insertProduct } from "./sale-fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 10:00 in New York, the shop's default time zone.
const clock = manualClock(new Date("2026-06-01T14:00:00Z"));
let app: TestApp;
let owner: string;
/** Every living sale as the list shows it, newest first: [business date, number]. */
let expected: [string, number][];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 30 * DAY, sessionMaxMs: 30 * DAY } });
  const email = await addUser(app, "Owner");
  owner = await signIn(app, email);
  const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Basic Wash", price: 1500 });
  // Signed in afresh at each sale: the clock jumps further than a token lives unrotated.
  const ringUp = async () => createSale(app, (owner = await signIn(app, email)), { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 1500 });
  // Three days of sales; then one more dated the first day, rung up last (the highest number on
  // the oldest day), and one deleted, which the list leaves out.
  for (const count of [3, 2, 2]) {
    for (let i = 0; i < count; i++) {
      await ringUp();
      clock.advance(HOUR);
    }
    clock.advance(DAY - count * HOUR);
  }
  clock.advance(-3 * DAY);
  await ringUp();
  const deleted = await ringUp();
  expect((await call(app, "DELETE", `/api/sales/${deleted.id}`, { token: owner, body: { reason: "Rang up twice" } })).response.statusCode).toBe(200);
  clock.advance(3 * DAY);
  owner = await signIn(app, email);
  expected = [
    ["2026-06-03", 7],
    ["2026-06-03", 6],
    ["2026-06-02", 5],
    ["2026-06-02", 4],
    ["2026-06-01", 8],
    ["2026-06-01", 3],
    ["2026-06-01", 2],
    ["2026-06-01", 1],
  ];
});
afterAll(() => app.close());

async function list(query: string): Promise<SalePage> {
  const { response, envelope } = await call(app, "GET", `/api/sales?pageSize=3&${query}`, { token: owner });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as SalePage;
}
const keys = (page: SalePage) => page.items.map((s): [string, number] => [s.businessDate, s.number]);

describe("GET /api/sales, page by page", () => {
  it("gives the same pages by number and walking forward from each page's last row", async () => {
    const byNumber = [await list("page=1"), await list("page=2"), await list("page=3")];
    expect(byNumber.flatMap(keys)).toEqual(expected);
    expect(byNumber.map((p) => p.total)).toEqual([8, 8, 8]);

    let page = byNumber[0]!;
    for (const n of [2, 3]) {
      page = await list(`page=${n}&after=${page.cursors.next}`);
      expect(page.page).toBe(n);
      expect(keys(page)).toEqual(keys(byNumber[n - 1]!));
      expect(page.totals.count).toBe(8);
    }
    // The last page is not full: there is nothing after it.
    expect(page.cursors.next).toBeNull();
    expect(page.cursors.previous).toBe("2026-06-01.2");
  });

  it("walks back from a page to the one before it, rows newest first", async () => {
    const last = await list("page=3");
    const second = await list(`page=2&before=${last.cursors.previous}`);
    expect(keys(second)).toEqual(expected.slice(3, 6));
    const first = await list(`page=1&before=${second.cursors.previous}`);
    expect(keys(first)).toEqual(expected.slice(0, 3));
  });

  it("walks a filtered list by key too, and answers an empty page past the end", async () => {
    const first = await list("from=2026-06-01&to=2026-06-02");
    expect(keys(first)).toEqual(expected.slice(2, 5));
    const next = await list(`from=2026-06-01&to=2026-06-02&page=2&after=${first.cursors.next}`);
    expect(keys(next)).toEqual(expected.slice(5, 8));
    const beyond = await list("page=9");
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(8);
    expect(beyond.cursors).toEqual({ previous: null, next: null });
  });

  it("refuses a place in the list that names no sale", async () => {
    for (const place of ["2026-02-30.5", "yesterday", "2026-06-01.0"]) {
      const { response, envelope } = await call(app, "GET", `/api/sales?after=${encodeURIComponent(place)}`, { token: owner });
      expect(response.statusCode).toBe(400);
      expect(envelope.message).toBe(salesMessages.listPlaceInvalid);
    }
  });
});
