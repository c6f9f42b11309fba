import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  defaultUtilitySettings,
  ItemKind,
  PaymentMethod,
  VoidOrRefund,
  type DayEndReport,
  type RegisterSession,
  type RegisterSessionPage,
  type SessionData,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { createSale, insertProduct, postRefund } from "../sales/sale-fixtures";
import { addCategory, expenseDraft, postExpense } from "../expenses/expense-fixtures";
import { addDrop, closeRegister, dayEndOfDate, dayEndOfSession, getSession, insertRegister, openRegister } from "./register-fixtures";

// Blind close: with the shop setting on, a cashier (no management.register.edit) counts the drawer
// without being told the expected cash, and never reads the over/short; a manager reads both.

const clock = manualClock(new Date("2026-06-01T15:00:00Z"));
const TODAY = "2026-06-01";
let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const setBlind = (token: string, blindClose: boolean) => call(app, "PATCH", "/api/settings/utility", { token, body: { blindClose } });

describe("the blind close setting", () => {
  it("is off by default, changed with settings.system.utility only, and keeps the shop's name and time zone", async () => {
    expect((await call(app, "GET", "/api/settings/utility", { token: owner })).envelope.body).toEqual(defaultUtilitySettings);
    expect((await call(app, "GET", "/api/settings/utility", { token: cashier })).response.statusCode).toBe(403);
    expect((await setBlind(cashier, true)).response.statusCode).toBe(403);
    const before = (await call(app, "GET", "/api/session", { token: owner })).envelope.body as SessionData;

    const saved = await setBlind(owner, true);
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.body).toEqual({ ...defaultUtilitySettings, blindClose: true });
    expect((await call(app, "GET", "/api/settings/utility", { token: manager })).envelope.body).toEqual({ ...defaultUtilitySettings, blindClose: true });
    // The session carries the switch (the close dialog reads it), the name and time zone as they were.
    const after = (await call(app, "GET", "/api/session", { token: cashier })).envelope.body as SessionData;
    expect(before.utility.blindClose).toBe(false);
    expect(after.utility).toEqual({ ...before.utility, blindClose: true });
    await setBlind(owner, false);
  });
});

describe("a blind count", () => {
  it("gives a cashier no expected cash before or after the count; a manager reads expected and over/short", async () => {
    await setBlind(owner, true);
    const session = await openRegister(app, cashier, (await insertRegister(app, "Blind lane")).id, 10_000);

    const live = await getSession(app, cashier, session.id);
    expect(live.cash).toMatchObject({ openingCash: null, expectedCash: null, overShort: null, blind: true });
    expect((await getSession(app, manager, session.id)).cash).toMatchObject({ expectedCash: 10_000, blind: false });
    const listed = (await call(app, "GET", "/api/registers/sessions?status=open", { token: cashier })).envelope.body as RegisterSessionPage;
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((s) => s.cash.expectedCash === null && s.cash.blind)).toBe(true);

    const closed = await closeRegister(app, cashier, session.id, 9_900);
    expect(closed.cash).toMatchObject({ countedCash: 9_900, expectedCash: null, overShort: null, blind: true });
    expect((await getSession(app, manager, session.id)).cash).toMatchObject({ countedCash: 9_900, expectedCash: 10_000, overShort: -100 });

    const cashierReport: DayEndReport = await dayEndOfSession(app, cashier, session.id);
    expect(cashierReport.cash).toMatchObject({ expectedCash: null, overShort: null, blind: true });
    expect(cashierReport.sessions.every((s) => s.cash.expectedCash === null)).toBe(true);
    const cashierDay = await dayEndOfDate(app, cashier, TODAY);
    expect(cashierDay.cash).toMatchObject({ expectedCash: null, overShort: null, blind: true });
    const managerReport = await dayEndOfSession(app, manager, session.id);
    expect(managerReport.cash).toMatchObject({ expectedCash: 10_000, overShort: -100, blind: false });
    await setBlind(owner, false);
  });

  it("shows the cashier the expected cash again once the shop stops counting blind", async () => {
    const session = await openRegister(app, cashier, (await insertRegister(app, "Open lane")).id, 2_000);
    expect((await getSession(app, cashier, session.id)).cash).toMatchObject({ expectedCash: 2_000, blind: false });
  });
});

/** Every value of an answer with the keys that lead to it ("sessions.0.cash.openingCash"). */
function* walk(value: unknown, path: string[] = []): Generator<{ path: string[]; value: unknown }> {
  yield { path, value };
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...path, String(index)]);
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

/** The parts expected cash is summed from, and what names it, wherever they appear in an answer. */
const DRAWER_PARTS = new Set(["openingCash", "openingCounts", "cashReceived", "cashRefunded", "cashPaidOut", "expectedCash", "overShort", "inDrawers"]);

/**
 * Where a blind answer still lets someone add up the drawer: a drawer part with a value, a drop or
 * cash-expense amount, a total of cash moved, or a list of money by method (its cash line is cash
 * received or refunded). Empty when nothing does.
 */
function drawerLeaks(answer: unknown): string[] {
  const leaks: string[] = [];
  for (const { path, value } of walk(answer)) {
    const key = path.at(-1) ?? "";
    const parent = path.at(-2) ?? "";
    const where = path.join(".");
    if (DRAWER_PARTS.has(key) && value !== null) leaks.push(where);
    if (key === "drops" && typeof value === "number") leaks.push(where);
    if (key === "amount" && (parent === "drops" || parent === "cashExpenses") && value !== null) leaks.push(where);
    if (key === "total" && path.includes("cashFlow") && value !== null) leaks.push(where);
    if ((key === "payments" || key === "byMethod") && Array.isArray(value) && value.length > 0) leaks.push(where);
  }
  return leaks;
}

/** Every number of an answer but zero (counts and empty figures), to look for a drawer figure among them. */
const numbersOf = (answer: unknown) => new Set([...walk(answer)].map(({ value }) => value).filter((v): v is number => typeof v === "number" && v !== 0));

describe("a blind answer", () => {
  it("carries nothing a cashier can add the expected cash up from, in any register answer; a manager's carries it all", async () => {
    await setBlind(owner, true);
    // Odd amounts, so that a figure found in an answer is that figure and not a coincidence.
    const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Blind wash", price: 2_537 });
    const wax = await insertProduct(app, { name: "Blind wax", price: 1_109, stock: 10 });
    const session = await openRegister(app, cashier, (await insertRegister(app, "Blind till")).id, 10_013);
    const at = { registerSessionId: session.id };
    const cash = await createSale(app, cashier, {
      ...at,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2_537,
      payments: [{ method: PaymentMethod.Cash, amount: 2_537, tip: 211, tendered: 3_000 }],
    });
    // Card money beside the cash, so that a total over every method is not a cash figure as well.
    const card = await createSale(app, cashier, {
      ...at,
      lines: [{ productId: wax.id, quantity: 1 }],
      expectedAmount: 1_109,
      payments: [{ method: PaymentMethod.CreditCard, amount: 1_109, tip: 97 }],
    });
    for (const [sale, method, amount] of [
      [cash, PaymentMethod.Cash, 419],
      [card, PaymentMethod.CreditCard, 233],
    ] as const) {
      const refund = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Missed a spot", method, amount, ...at });
      expect(refund.response.statusCode, refund.envelope.message).toBe(200);
    }
    await addDrop(app, cashier, session.id, 3_001);
    await postExpense(
      app,
      owner,
      expenseDraft(await addCategory(app, owner, "Blind supplies"), { date: TODAY, amount: 733, paidBy: PaymentMethod.Cash, ...at }),
    );

    // 100.13 + (25.37 + 2.11) − 4.19 − 30.01 − 7.33 = 86.08
    const managerLive = await getSession(app, manager, session.id);
    expect(managerLive.cash).toMatchObject({
      openingCash: 10_013,
      cashReceived: 2_748,
      cashRefunded: 419,
      drops: 3_001,
      cashPaidOut: 733,
      expectedCash: 8_608,
    });
    const cashierAnswers: unknown[] = [
      await getSession(app, cashier, session.id),
      (await call(app, "GET", "/api/registers/sessions?status=open", { token: cashier })).envelope.body,
      await dayEndOfSession(app, cashier, session.id),
    ];
    await closeRegister(app, cashier, session.id, 8_000);
    const sessionReport = await dayEndOfSession(app, cashier, session.id);
    const dayReport = await dayEndOfDate(app, cashier, TODAY);
    cashierAnswers.push(sessionReport, dayReport, await getSession(app, cashier, session.id));

    for (const answer of cashierAnswers) expect(drawerLeaks(answer)).toEqual([]);

    // No figure of the drawer, of the session or of the day, is in any of them under another name.
    const managerSession = await dayEndOfSession(app, manager, session.id);
    const managerDay = await dayEndOfDate(app, manager, TODAY);
    const drawerFigures = (report: DayEndReport) => [
      ...Object.entries(report.cash)
        .filter(([key]) => DRAWER_PARTS.has(key) || key === "drops")
        .map(([, value]) => value),
      ...Object.values(report.cashFlow).flatMap((split) => [split.total, split.inDrawers]),
      ...report.payments.filter((p) => p.method === PaymentMethod.Cash).flatMap((p) => [p.amount, p.tip, p.amount + p.tip]),
      report.drops.amount,
      report.cashExpenses.amount,
    ];
    const figures = new Set([...drawerFigures(managerSession), ...drawerFigures(managerDay)].filter((v): v is number => typeof v === "number" && v !== 0));
    expect(figures).toContain(8_608);
    for (const answer of cashierAnswers) expect([...numbersOf(answer)].filter((n) => figures.has(n))).toEqual([]);

    // The cashier still reads what they counted, the sales, and a plain flag of why the rest is missing.
    expect(sessionReport.cash).toMatchObject({ countedCash: 8_000, blind: true });
    expect(sessionReport.sales).toMatchObject({ count: 2, amount: 3_646, netAmount: 2_994 });
    expect(sessionReport).toMatchObject({ paymentsTotal: 3_646, tips: 308, refunds: { count: 2, amount: 652 } });

    // The manager reads every figure of the same reports.
    expect(drawerLeaks(managerSession).length).toBeGreaterThan(0);
    expect(managerSession.cash).toMatchObject({
      openingCash: 10_013,
      cashReceived: 2_748,
      expectedCash: 8_608,
      countedCash: 8_000,
      overShort: -608,
      blind: false,
    });
    expect(managerSession.payments.map((p) => p.method)).toEqual([PaymentMethod.Cash, PaymentMethod.CreditCard]);
    expect(managerSession.refunds.byMethod).toEqual([
      { method: PaymentMethod.Cash, count: 1, amount: 419 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 233 },
    ]);
    expect(managerSession.session).toMatchObject({ openingCounts: { "2000": 5, "100": 0, "1": 13 } } satisfies Partial<RegisterSession>);
    expect(managerDay.cashFlow.payments.inDrawers).toBeGreaterThanOrEqual(2_748);
    await setBlind(owner, false);
  });
});
