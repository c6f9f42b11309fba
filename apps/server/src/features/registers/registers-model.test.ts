import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { ItemKind, PaymentMethod, VoidOrRefund, type Sale } from "@washdesk/domain";
import { addUser, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { createSale, insertProduct, postRefund } from "../sales/sale-fixtures";
import { addDrop, closeRegister, dayEndOfDate, dayEndOfSession, getSession, insertRegister, openRegister } from "./register-fixtures";

/**
 * A model of two drawers: random sequences of open, sale, refund, drop and close run against the
 * API, and after every step the server's expected cash must equal the model's. Each run is its own
 * business day, so the day-end report of that day must equal the model's totals exactly.
 */
const WASH = 2500;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Drawer {
  registerId: string;
  sessionId: string | null;
  /** What the model says the drawer should hold. */
  expected: number;
}
interface ModelSale {
  id: string;
  amount: number;
  refunded: boolean;
}
interface Model {
  drawers: [Drawer, Drawer];
  sales: ModelSale[];
  sessions: { id: string; expected: number; counted: number | null }[];
  day: { saleCount: number; amount: number; tips: number; payments: number; refunds: number; drops: number };
}
interface Real {
  app: TestApp;
  token: string;
  productId: string;
}

const sessionOf = (m: Model, id: string) => m.sessions.find((s) => s.id === id)!;

async function expectLedger(m: Model, r: Real, drawer: Drawer): Promise<void> {
  if (!drawer.sessionId) return;
  const session = await getSession(r.app, r.token, drawer.sessionId);
  expect(session.cash.expectedCash).toBe(drawer.expected);
  sessionOf(m, drawer.sessionId).expected = drawer.expected;
}

class Open implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: 0 | 1,
    readonly float: number,
  ) {}
  check = (m: Readonly<Model>) => m.drawers[this.at].sessionId === null;
  async run(m: Model, r: Real) {
    const drawer = m.drawers[this.at];
    const session = await openRegister(r.app, r.token, drawer.registerId, this.float);
    drawer.sessionId = session.id;
    drawer.expected = this.float;
    m.sessions.push({ id: session.id, expected: this.float, counted: null });
    await expectLedger(m, r, drawer);
  }
  toString = () => `open(${this.at}, ${this.float})`;
}

class Ring implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: 0 | 1,
    readonly quantity: number,
    readonly byCash: boolean,
    readonly tip: number,
  ) {}
  check = (m: Readonly<Model>) => m.drawers[this.at].sessionId !== null;
  async run(m: Model, r: Real) {
    const drawer = m.drawers[this.at];
    const amount = WASH * this.quantity;
    const method = this.byCash ? PaymentMethod.Cash : PaymentMethod.CreditCard;
    const sale: Sale = await createSale(r.app, r.token, {
      registerSessionId: drawer.sessionId,
      lines: [{ productId: r.productId, quantity: this.quantity }],
      expectedAmount: amount,
      payments: [{ method, amount, tip: this.tip, ...(this.byCash ? { tendered: amount + this.tip + 1000 } : {}) }],
    });
    m.sales.push({ id: sale.id, amount, refunded: false });
    if (this.byCash) drawer.expected += amount + this.tip;
    m.day.saleCount += 1;
    m.day.amount += amount;
    m.day.payments += amount;
    m.day.tips += this.tip;
    await expectLedger(m, r, drawer);
  }
  toString = () => `sale(${this.at}, ${this.quantity}, ${this.byCash ? "cash" : "card"}, tip ${this.tip})`;
}

class Refund implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: 0 | 1,
    readonly pick: number,
    readonly inCash: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.drawers[this.at].sessionId !== null && m.sales.some((s) => !s.refunded);
  async run(m: Model, r: Real) {
    const drawer = m.drawers[this.at];
    const open = m.sales.filter((s) => !s.refunded);
    const sale = open[this.pick % open.length]!;
    // The money leaves this drawer whichever drawer took it: the customer is standing here.
    const method = this.inCash ? PaymentMethod.Cash : PaymentMethod.CreditCard;
    const { response, envelope } = await postRefund(r.app, r.token, sale.id, {
      kind: VoidOrRefund.REFUND,
      reason: "Model",
      method,
      registerSessionId: drawer.sessionId,
    });
    expect(response.statusCode, envelope.message).toBe(200);
    sale.refunded = true;
    if (this.inCash) drawer.expected -= sale.amount;
    m.day.refunds += sale.amount;
    await expectLedger(m, r, drawer);
  }
  toString = () => `refund(${this.at}, #${this.pick}, ${this.inCash ? "cash" : "card"})`;
}

class Drop implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: 0 | 1,
    readonly share: number,
  ) {}
  check = (m: Readonly<Model>) => m.drawers[this.at].sessionId !== null && m.drawers[this.at].expected > 0;
  async run(m: Model, r: Real) {
    const drawer = m.drawers[this.at];
    const amount = Math.max(1, Math.floor((drawer.expected * this.share) / 100));
    await addDrop(r.app, r.token, drawer.sessionId!, amount);
    drawer.expected -= amount;
    m.day.drops += amount;
    await expectLedger(m, r, drawer);
  }
  toString = () => `drop(${this.at}, ${this.share}%)`;
}

class Close implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly at: 0 | 1,
    readonly miscount: number,
  ) {}
  check = (m: Readonly<Model>) => m.drawers[this.at].sessionId !== null && m.drawers[this.at].expected + this.miscount >= 0;
  async run(m: Model, r: Real) {
    const drawer = m.drawers[this.at];
    const counted = drawer.expected + this.miscount;
    const closed = await closeRegister(r.app, r.token, drawer.sessionId!, counted);
    expect(closed.cash).toMatchObject({ expectedCash: drawer.expected, countedCash: counted, overShort: this.miscount });
    sessionOf(m, drawer.sessionId!).counted = counted;
    drawer.sessionId = null;
    drawer.expected = 0;
  }
  toString = () => `close(${this.at}, ${this.miscount >= 0 ? "+" : ""}${this.miscount})`;
}

const at = fc.constantFrom<0 | 1>(0, 1);
const commands = fc.commands(
  [
    fc.tuple(at, fc.integer({ min: 0, max: 50_000 })).map(([a, f]) => new Open(a, f)),
    fc.tuple(at, fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.constantFrom(0, 0, 250, 500)).map(([a, q, c, t]) => new Ring(a, q, c, t)),
    fc.tuple(at, fc.nat(), fc.boolean()).map(([a, p, c]) => new Refund(a, p, c)),
    fc.tuple(at, fc.integer({ min: 1, max: 100 })).map(([a, s]) => new Drop(a, s)),
    fc.tuple(at, fc.constantFrom(0, 0, -100, 100, -2500)).map(([a, d]) => new Close(a, d)),
  ],
  { maxCommands: 14 },
);

const clock = manualClock(new Date("2026-03-01T15:00:00Z"));
let app: TestApp;
let token: string;
let email: string;
let productId: string;
let runs = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  email = await addUser(app, "Owner");
  productId = (await insertProduct(app, { kind: ItemKind.Service, name: "Model wash", price: WASH })).id;
});
afterAll(() => app.close());

describe("the register ledger", () => {
  it("holds for random sequences on two drawers, and the day-end report equals it", async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        // A new business day and two new drawers per run: the day's report is this run's alone.
        runs += 1;
        clock.advance(DAY_MS);
        // A day later the last sign-in has expired, as it would at the counter.
        token = await signIn(app, email, undefined, `10.0.0.${runs}`);
        const date = new Date(clock.now().getTime()).toISOString().slice(0, 10);
        const drawers: [Drawer, Drawer] = [
          { registerId: (await insertRegister(app, `Model A${runs}`)).id, sessionId: null, expected: 0 },
          { registerId: (await insertRegister(app, `Model B${runs}`)).id, sessionId: null, expected: 0 },
        ];
        const model: Model = { drawers, sales: [], sessions: [], day: { saleCount: 0, amount: 0, tips: 0, payments: 0, refunds: 0, drops: 0 } };
        await fc.asyncModelRun(() => ({ model, real: { app, token, productId } }), cmds);

        const report = await dayEndOfDate(app, token, date);
        expect(report.sessions.map((s) => s.id).sort()).toEqual(model.sessions.map((s) => s.id).sort());
        expect(report.sales.count).toBe(model.day.saleCount);
        expect(report.sales.amount).toBe(model.day.amount);
        expect(report.paymentsTotal).toBe(model.day.payments);
        expect(report.tips).toBe(model.day.tips);
        expect(report.refunds.amount).toBe(model.day.refunds);
        expect(report.drops.amount).toBe(model.day.drops);
        expect(report.cash.expectedCash).toBe(model.sessions.reduce((sum, s) => sum + s.expected, 0));
        for (const s of model.sessions) {
          const one = await dayEndOfSession(app, token, s.id);
          expect(one.cash.expectedCash).toBe(s.expected);
          expect(one.cash.countedCash).toBe(s.counted);
        }
      }),
      { numRuns: 12 },
    );
  });
});
