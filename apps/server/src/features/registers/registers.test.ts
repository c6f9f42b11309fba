import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ItemKind,
  PaymentMethod,
  permissionFromPaths,
  registerMessages,
  VoidOrRefund,
  type Register,
  type RegisterSessionPage,
  type DropPage,
  type SessionData,
  type SalePage,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { groups } from "../../platform/db/schema";
import { createSale, insertProduct, postPayment, postRefund, postSale } from "../sales/sale-fixtures";
import { addCategory, expenseDraft, postExpense } from "../expenses/expense-fixtures";
import {
  addDrop,
  closeRegister,
  countOf,
  dayEndOfDate,
  dayEndOfSession,
  getSession,
  insertRegister,
  openRegister,
  postClose,
  postDrop,
  postOpen,
} from "./register-fixtures";

// 11:00 in New York (the default shop time zone): the business day is 2026-06-01.
const clock = manualClock(new Date("2026-06-01T15:00:00Z"));
const TODAY = "2026-06-01";
let app: TestApp;
let owner: string;
let cashier: string;
let manager: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;
let wax: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  manager = await signIn(app, await addUser(app, "Manager"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2500 });
  wax = await insertProduct(app, { name: "Wax", price: 1000, stock: 100 });
});
afterAll(() => app.close());

describe("a register's day", () => {
  it("opens, takes cash, card and split sales, a refund, a drop and a cash expense, and closes $1.00 short", async () => {
    const drawer = await insertRegister(app, "Front counter");
    const session = await openRegister(app, cashier, drawer.id, 15_000);
    expect(session).toMatchObject({ status: "open", register: { name: "Front counter" }, cash: { openingCash: 15_000, expectedCash: 15_000 } });
    expect(session.openingCounts).toEqual({ "2000": 7, "100": 10, "1": 0 });

    const at = { registerSessionId: session.id };
    // Cash with change: $25 wash, $5 tip, $40 handed over, $10 back.
    const cash = await createSale(app, cashier, {
      ...at,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2500,
      payments: [{ method: PaymentMethod.Cash, amount: 2500, tip: 500, tendered: 4000 }],
    });
    expect(cash.payments[0]).toMatchObject({ change: 1000 });
    await createSale(app, cashier, {
      ...at,
      lines: [{ productId: wax.id, quantity: 2 }],
      expectedAmount: 2000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2000, tip: 300 }],
    });
    // Split: $15 cash, $20 card.
    const split = await createSale(app, cashier, {
      ...at,
      lines: [
        { productId: wash.id, quantity: 1 },
        { productId: wax.id, quantity: 1 },
      ],
      expectedAmount: 3500,
      payments: [
        { method: PaymentMethod.Cash, amount: 1500 },
        { method: PaymentMethod.CreditCard, amount: 2000 },
      ],
    });
    // A $10 cash refund of the wax line, from this drawer.
    const refund = await postRefund(app, owner, split.id, {
      kind: VoidOrRefund.REFUND,
      reason: "Scratched",
      method: PaymentMethod.Cash,
      lines: [{ lineId: split.lines[1]!.id, quantity: 1 }],
      ...at,
    });
    expect(refund.response.statusCode).toBe(200);
    await addDrop(app, cashier, session.id, 5_000);
    const category = await addCategory(app, owner, "Supplies");
    await postExpense(app, owner, expenseDraft(category, { date: TODAY, amount: 700, paidBy: PaymentMethod.Cash, registerSessionId: session.id }));
    // Paid by check: no drawer involved even when a session is named.
    await postExpense(app, owner, expenseDraft(category, { date: TODAY, amount: 9_999, paidBy: PaymentMethod.Check, registerSessionId: session.id }));

    // 150.00 + (25.00 + 5.00) + 15.00 − 10.00 − 50.00 − 7.00 = 128.00
    const live = await getSession(app, cashier, session.id);
    expect(live.cash).toEqual({
      openingCash: 15_000,
      cashReceived: 4_500,
      cashRefunded: 1_000,
      drops: 5_000,
      cashPaidOut: 700,
      expectedCash: 12_800,
      countedCash: null,
      overShort: null,
      blind: false,
    });
    expect(live.saleCount).toBe(3);
    expect(live.payments).toEqual([
      { method: PaymentMethod.Cash, count: 2, amount: 4_000, tip: 500 },
      { method: PaymentMethod.CreditCard, count: 2, amount: 4_000, tip: 300 },
    ]);

    const closed = await closeRegister(app, cashier, session.id, 12_700);
    expect(closed).toMatchObject({ status: "closed", cash: { expectedCash: 12_800, countedCash: 12_700, overShort: -100 } });

    const report = await dayEndOfSession(app, cashier, session.id);
    expect(report).toMatchObject({
      scope: "session",
      sales: { count: 3, amount: 8_000 },
      paymentsTotal: 8_000,
      tips: 800,
      refunds: { count: 1, amount: 1_000 },
      voids: { count: 0, amount: 0 },
      drops: { count: 1, amount: 5_000 },
      cashExpenses: { count: 1, amount: 700 },
      cash: { expectedCash: 12_800, countedCash: 12_700, overShort: -100 },
    });
    expect(report.sales.firstAt).not.toBeNull();

    // Nothing joins a closed drawer.
    const late = await postSale(app, cashier, { ...at, lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2500, payments: [] });
    expect(late.response.statusCode).toBe(409);
    expect(late.envelope.message).toBe(registerMessages.sessionClosed);
    expect((await postDrop(app, cashier, session.id, 100)).envelope.message).toBe(registerMessages.sessionClosed);
    const again = await postClose(app, cashier, session.id, countOf(12_700));
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.message).toBe(registerMessages.alreadyClosed);
    // A sale of a counted drawer is refunded, not voided.
    const voided = await postRefund(app, owner, cash.id, { kind: VoidOrRefund.VOID, reason: "Oops" });
    expect(voided.response.statusCode).toBe(409);
  });

  it("keeps one open session per drawer and replays a repeated open", async () => {
    const drawer = await insertRegister(app, "Drive-through");
    const first = await postOpen(app, cashier, drawer.id, countOf(10_000), "open-key-1");
    const replay = await postOpen(app, cashier, drawer.id, countOf(10_000), "open-key-1");
    expect(replay.envelope.body).toEqual(first.envelope.body);
    expect(replay.response.headers["idempotent-replayed"]).toBe("true");
    const second = await postOpen(app, manager, drawer.id, countOf(5_000));
    expect(second.response.statusCode).toBe(409);
    expect(second.envelope.message).toBe(registerMessages.alreadyOpen);
  });

  it("tells the session store whether this device's drawer is open", async () => {
    const drawer = await insertRegister(app, "Detail bay");
    const before = await call(app, "GET", `/api/session?registerId=${drawer.id}`, { token: cashier });
    expect((before.envelope.body as SessionData).registerIsOpened).toBe(false);
    const session = await openRegister(app, cashier, drawer.id, 0);
    const open = await call(app, "GET", `/api/session?registerId=${drawer.id}`, { token: cashier });
    expect((open.envelope.body as SessionData).registerIsOpened).toBe(true);
    const list = await call(app, "GET", "/api/registers", { token: cashier });
    expect((list.envelope.body as Register[]).find((r) => r.id === drawer.id)?.openSession?.id).toBe(session.id);
    await closeRegister(app, cashier, session.id, 0);
    const after = await call(app, "GET", `/api/session?registerId=${drawer.id}`, { token: cashier });
    expect((after.envelope.body as SessionData).registerIsOpened).toBe(false);
  });

  it("refuses a drop larger than the drawer holds", async () => {
    const drawer = await insertRegister(app, "Small till");
    const session = await openRegister(app, cashier, drawer.id, 2_000);
    const tooMuch = await postDrop(app, cashier, session.id, 2_001);
    expect(tooMuch.response.statusCode).toBe(400);
    expect(tooMuch.envelope.message).toBe(registerMessages.dropTooLarge);
  });

  it("counts a later payment in the drawer that took it", async () => {
    const drawer = await insertRegister(app, "Lane 2");
    const session = await openRegister(app, cashier, drawer.id, 0);
    const unpaid = await createSale(app, cashier, { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2500, payments: [] });
    const paid = await postPayment(app, cashier, unpaid.id, { method: PaymentMethod.Cash, amount: 2500, registerSessionId: session.id });
    expect(paid.response.statusCode).toBe(200);
    expect((await getSession(app, cashier, session.id)).cash.expectedCash).toBe(2500);
  });
});

describe("reports", () => {
  it("lists sessions in the Register Report and sales of one session for POS Sales", async () => {
    const drawer = await insertRegister(app, "Report lane");
    const session = await openRegister(app, cashier, drawer.id, 1_000);
    await createSale(app, cashier, {
      registerSessionId: session.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2500,
      payments: [{ method: PaymentMethod.Cash, amount: 2500 }],
    });
    const page = await call(app, "GET", `/api/registers/sessions?registerId=${drawer.id}`, { token: cashier });
    const body = page.envelope.body as RegisterSessionPage;
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ id: session.id, saleCount: 1, cash: { expectedCash: 3_500 } });

    // A cashier (sales.pos.list, but also sales.list) and a group with only the POS list.
    const posSales = await call(app, "GET", `/api/sales?registerSessionId=${session.id}`, { token: cashier });
    expect((posSales.envelope.body as SalePage).total).toBe(1);
  });

  it("lets a group with only POS Sales open the sales it lists, to reprint them, and no others", async () => {
    await app.db.insert(groups).values({ name: "Counter viewer", permission: permissionFromPaths(["sales.pos.list"]) });
    const viewer = await signIn(app, await addUser(app, "Counter viewer", "viewer@shop.test"));
    const drawer = await insertRegister(app, "Viewer lane");
    const session = await openRegister(app, cashier, drawer.id, 1_000);
    const atCounter = await createSale(app, cashier, {
      registerSessionId: session.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2500,
      payments: [{ method: PaymentMethod.Cash, amount: 2500 }],
    });
    const backOffice = await createSale(app, owner, {
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2500,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2500 }],
    });

    const listed = await call(app, "GET", `/api/sales?registerSessionId=${session.id}`, { token: viewer });
    expect((listed.envelope.body as SalePage).items.map((sale) => sale.id)).toEqual([atCounter.id]);
    const opened = await call(app, "GET", `/api/sales/${atCounter.id}`, { token: viewer });
    expect(opened.response.statusCode).toBe(200);
    expect(opened.envelope.body).toMatchObject({ id: atCounter.id, amount: 2500, paidTotal: 2500, registerSessionId: session.id });
    // A paid back-office sale is outside the counter's view: answered as a sale that does not exist.
    expect((await call(app, "GET", `/api/sales/${backOffice.id}`, { token: viewer })).response.statusCode).toBe(404);
    expect((await call(app, "GET", "/api/sales", { token: viewer })).response.statusCode).toBe(403);
  });

  it("closes and reopens drops for those allowed", async () => {
    const drawer = await insertRegister(app, "Drops lane");
    const session = await openRegister(app, cashier, drawer.id, 10_000);
    const drop = await addDrop(app, cashier, session.id, 4_000);
    expect((await call(app, "POST", "/api/drops/close", { token: cashier, body: { ids: [drop.id] } })).response.statusCode).toBe(403);
    const closed = await call(app, "POST", "/api/drops/close", { token: manager, body: { ids: [drop.id] } });
    expect(closed.envelope.body).toEqual({ count: 1 });
    const list = await call(app, "GET", `/api/drops?registerId=${drawer.id}`, { token: manager });
    const body = list.envelope.body as DropPage;
    expect(body.totals).toEqual({ count: 1, amount: 4_000, open: 0, closed: 4_000 });
    expect(body.items[0]).toMatchObject({ id: drop.id, amount: 4_000, register: { name: "Drops lane" }, closedBy: { id: expect.any(String) } });
    const reopened = await call(app, "POST", "/api/drops/open", { token: manager, body: { ids: [drop.id] } });
    expect(reopened.envelope.body).toEqual({ count: 1 });
  });

  it("reports one business day: every sale of the day, and the cash of the day's sessions", async () => {
    const report = await dayEndOfDate(app, owner, TODAY);
    expect(report.scope).toBe("day");
    const sumOf = (pick: (s: (typeof report.sessions)[number]) => number) => report.sessions.reduce((a, s) => a + pick(s), 0);
    expect(report.cash.expectedCash).toBe(sumOf((s) => s.cash.expectedCash ?? 0));
    expect(report.cash.openingCash).toBe(sumOf((s) => s.cash.openingCash!));
    // Some sessions are still open, so the day has no count yet.
    expect(report.cash.countedCash).toBeNull();
    // The back-office sale (no drawer) is a sale of the day too.
    expect(report.sales.count).toBeGreaterThan(sumOf((s) => s.saleCount) - 1);
  });
});
