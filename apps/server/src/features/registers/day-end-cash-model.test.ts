import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { ItemKind, PaymentMethod, saleRefusals, VoidOrRefund, type ExpenseCategory, type Sale } from "@washdesk/domain";
import { addUser, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { payments, users } from "../../platform/db/schema";
import { createSale, insertProduct, postPayment, postRefund, postSale } from "../sales/sale-fixtures";
import { addCategory, expenseDraft, postExpense } from "../expenses/expense-fixtures";
import { dayEndOfDate, insertRegister, openRegister } from "./register-fixtures";

/**
 * A model of one business day's cash: counter and back-office payments (cash and card, with and
 * without a drawer), cash expenses in and out of drawers, and refunds. Cash with no drawer is
 * refused by the API; cash recorded before that rule (a row with no session) still exists, so the
 * model writes some such rows directly. The day-end report must then add up on its face: cash
 * payments = in drawers + outside (each outside move listed), and the same for refunds and expenses.
 */
const WASH = 2500;
const DAY_MS = 24 * 60 * 60 * 1000;

type Step =
  | { kind: "sale"; cash: boolean; drawer: boolean; tip: number }
  | { kind: "payLater"; cash: boolean; drawer: boolean }
  | { kind: "oldCash" }
  | { kind: "expense"; drawer: boolean; amount: number }
  | { kind: "refund"; drawer: boolean; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("sale" as const), cash: fc.boolean(), drawer: fc.boolean(), tip: fc.constantFrom(0, 200) }),
  fc.record({ kind: fc.constant("payLater" as const), cash: fc.boolean(), drawer: fc.boolean() }),
  fc.record({ kind: fc.constant("oldCash" as const) }),
  fc.record({ kind: fc.constant("expense" as const), drawer: fc.boolean(), amount: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ kind: fc.constant("refund" as const), drawer: fc.boolean(), amount: fc.integer({ min: 1, max: WASH }) }),
);

interface Split {
  inDrawers: number;
  outside: number;
  rows: number;
}
const none = (): Split => ({ inDrawers: 0, outside: 0, rows: 0 });
const add = (split: Split, drawer: boolean, amount: number) => {
  if (drawer) split.inDrawers += amount;
  else {
    split.outside += amount;
    split.rows += 1;
  }
};

const clock = manualClock(new Date("2026-03-02T15:00:00Z"));
let app: TestApp;
let owner: string;
let ownerId: string;
let ownerEmail: string;
let washId: string;
let category: ExpenseCategory;

beforeAll(async () => {
  // Sessions outlive the days the runs skip through.
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 60 * DAY_MS, sessionMaxMs: 60 * DAY_MS } });
  ownerEmail = await addUser(app, "Owner");
  owner = await signIn(app, ownerEmail);
  ownerId = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail)))[0]!.id;
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: WASH })).id;
  category = await addCategory(app, owner, "Supplies");
});
afterAll(() => app.close());

const businessDate = () => clock.now().toISOString().slice(0, 10);
const oneWash = () => ({ lines: [{ productId: washId, quantity: 1 }], expectedAmount: WASH });

describe("the day-end cash section", () => {
  it("reconciles: cash payments, refunds and expenses = in drawers + outside any drawer", async () => {
    let registerNumber = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // Each run is a business day of its own, with one drawer open on it.
        clock.advance(DAY_MS);
        owner = await signIn(app, ownerEmail);
        const day = businessDate();
        const session = (await openRegister(app, owner, (await insertRegister(app, `Lane ${++registerNumber}`)).id, 10_000)).id;
        const model = { payments: none(), refunds: none(), expenses: none() };
        const paidSales: { id: string; drawer: boolean }[] = [];

        for (const s of steps) {
          const method = "cash" in s && s.cash ? PaymentMethod.Cash : PaymentMethod.CreditCard;
          const at = "drawer" in s && s.drawer ? { registerSessionId: session } : {};
          if (s.kind === "sale") {
            const answer = await postSale(app, owner, { ...oneWash(), ...at, payments: [{ method, amount: WASH, tip: s.tip }] });
            if (method === PaymentMethod.Cash && !s.drawer) {
              expect(answer.envelope.code).toBe(saleRefusals.cashNeedsDrawer.code);
              continue;
            }
            expect(answer.response.statusCode, answer.envelope.message).toBe(200);
            paidSales.push({ id: (answer.envelope.body as Sale).id, drawer: s.drawer });
            if (method === PaymentMethod.Cash) add(model.payments, true, WASH + s.tip);
          } else if (s.kind === "payLater") {
            const sale = await createSale(app, owner, { ...oneWash(), payments: [] });
            const answer = await postPayment(app, owner, sale.id, { method, amount: WASH, ...at });
            if (method === PaymentMethod.Cash && !s.drawer) {
              expect(answer.envelope.code).toBe(saleRefusals.cashNeedsDrawer.code);
              continue;
            }
            expect(answer.response.statusCode, answer.envelope.message).toBe(200);
            paidSales.push({ id: sale.id, drawer: s.drawer });
            if (method === PaymentMethod.Cash) add(model.payments, true, WASH);
          } else if (s.kind === "oldCash") {
            // Cash recorded before every payment named a drawer: a row with no session.
            const sale = await createSale(app, owner, { ...oneWash(), payments: [] });
            await app.db.insert(payments).values({ saleId: sale.id, method: PaymentMethod.Cash, amount: 1_000, businessDate: day, createdBy: ownerId });
            add(model.payments, false, 1_000);
          } else if (s.kind === "expense") {
            await postExpense(
              app,
              owner,
              expenseDraft(category, { date: day, amount: s.amount, paidBy: PaymentMethod.Cash, registerSessionId: s.drawer ? session : null }),
            );
            add(model.expenses, s.drawer, s.amount);
          } else {
            const sale = paidSales.pop();
            if (!sale) continue;
            const answer = await postRefund(app, owner, sale.id, {
              kind: VoidOrRefund.REFUND,
              reason: "Unhappy",
              amount: s.amount,
              method: PaymentMethod.Cash,
              ...at,
            });
            expect(answer.response.statusCode, answer.envelope.message).toBe(200);
            add(model.refunds, s.drawer, s.amount);
          }
        }

        const report = await dayEndOfDate(app, owner, day);
        for (const kind of ["payments", "refunds", "expenses"] as const) {
          const split = report.cashFlow[kind];
          const expected = model[kind];
          expect(split.total, kind).toBe(split.inDrawers! + split.outside);
          expect(split.inDrawers, kind).toBe(expected.inDrawers);
          expect(split.outside, kind).toBe(expected.outside);
          expect(
            split.outsideRows.reduce((sum, row) => sum + row.amount, 0),
            kind,
          ).toBe(split.outside);
          expect(split.outsideRows, kind).toHaveLength(expected.rows);
        }
        // The cash payments of the day, by method, are the same money split by drawer.
        const cashLine = report.payments.find((p) => p.method === PaymentMethod.Cash);
        expect(report.cashFlow.payments.total).toBe(cashLine ? cashLine.amount + cashLine.tip : 0);
        // Who took the cash outside a drawer, for which sale: the report names them.
        for (const row of report.cashFlow.payments.outsideRows) expect(row).toMatchObject({ by: { id: ownerId }, sale: { number: expect.any(Number) } });
        // The drawer opened that day holds exactly the cash that named it.
        expect(report.cash.cashReceived).toBe(model.payments.inDrawers);
        expect(report.cash.cashPaidOut).toBe(model.expenses.inDrawers);
        expect(report.cash.cashRefunded).toBe(model.refunds.inDrawers);
      }),
      { numRuns: 6 },
    );
  });
});
