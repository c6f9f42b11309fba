import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { ActivityAction, ItemKind, PaymentMethod, type Customer, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, idempotencyKeys, sales, users } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { createSale, insertCombo, insertProduct, pointsOf, postSale, setPoints, stockOf } from "./sale-fixtures";
import { saleRefusals } from "@washdesk/domain";
import { insertRegister, openRegister } from "../registers/register-fixtures";

// POST /api/sales reads and writes in one statement each: what it answers and stores must be what
// the sale reads back as, and a refusal must leave nothing behind.

let app: TestApp;
/** The open drawer session the cash of these tests goes into (cash needs one). */
let drawer: string;
let cashier: string;
let staffId: string;
let customer: Customer;

beforeAll(async () => {
  app = await createTestApp();
  const email = await addUser(app, "Cashier");
  cashier = await signIn(app, email);
  drawer = (await openRegister(app, cashier, (await insertRegister(app, "Counter")).id, 10_000)).id;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  staffId = user!.id;
  customer = await createCustomer(app, cashier, { name: "Casey Combo" });
});
afterAll(() => app.close());

const salesCount = async () => (await app.db.select({ n: count() }).from(sales))[0]!.n;
const keysCount = async () => (await app.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;

describe("POST /api/sales, written in one statement", () => {
  it("answers the sale exactly as it reads back, lowers combo parts' stock and logs the number and payments", async () => {
    const soap = await insertProduct(app, { kind: ItemKind.Standard, name: "Soap", price: 500, stock: 20 });
    const towel = await insertProduct(app, { kind: ItemKind.Standard, name: "Towel", price: 300, stock: 20 });
    const combo = await insertCombo(app, 1000, [
      { productId: soap.id, quantity: 2 },
      { productId: towel.id, quantity: 1 },
    ]);
    const sale = await createSale(app, cashier, {
      customerId: customer.id,
      lines: [
        { productId: combo.id, quantity: 2, staffIds: [staffId] },
        { productId: soap.id, quantity: 1 },
      ],
      expectedAmount: 2500,
      registerSessionId: drawer,
      payments: [
        { method: PaymentMethod.Cash, amount: 1000, tendered: 2000 },
        { method: PaymentMethod.CreditCard, amount: 1500 },
      ],
    });
    expect(await stockOf(app, soap.id)).toBe(20 - 2 * 2 - 1);
    expect(await stockOf(app, towel.id)).toBe(20 - 2);
    expect(sale.lines[0]!.staffIds).toEqual([staffId]);
    expect(sale.payments.map((p) => [p.method, p.amount, p.change])).toEqual([
      [PaymentMethod.Cash, 1000, 1000],
      [PaymentMethod.CreditCard, 1500, null],
    ]);

    const read = await call(app, "GET", `/api/sales/${sale.id}`, { token: cashier });
    expect(read.envelope.body).toEqual(sale);

    const [logged] = await app.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, sale.id), eq(activityLogs.action, ActivityAction.New)));
    expect(logged!.details).toEqual({
      number: sale.number,
      amount: 2500,
      paid: 2500,
      payments: sale.payments.map((p) => ({ id: p.id, method: p.method, amount: p.amount })),
    });
  });

  it("refuses a staff member who does not exist, leaving nothing written", async () => {
    const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 1000 });
    const [salesBefore, keysBefore] = [await salesCount(), await keysCount()];
    const { response, envelope } = await postSale(app, cashier, {
      lines: [{ productId: wash.id, quantity: 1, staffIds: [staffId, "00000000-0000-4000-8000-000000000000"] }],
      expectedAmount: 1000,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe(saleRefusals.staffUnknown.message);
    expect([await salesCount(), await keysCount()]).toEqual([salesBefore, keysBefore]);
  });

  it("spends and earns points with the sale, and refuses when the customer has too few, leaving stock alone", async () => {
    const patch = await call(app, "PATCH", "/api/settings/award-points", {
      token: await signIn(app, await addUser(app, "Owner")),
      body: { pointValueCents: 5 },
    });
    expect(patch.response.statusCode).toBe(200);
    const wax = await insertProduct(app, { kind: ItemKind.Standard, name: "Wax", price: 2000, stock: 5 });
    const body = {
      customerId: customer.id,
      lines: [{ productId: wax.id, quantity: 1 }],
      expectedAmount: 2000,
      // $5.00 at 5 cents a point: 100 points; $15.00 in money earns 15.
      payments: [
        { method: PaymentMethod.AwardPoints, amount: 500 },
        { method: PaymentMethod.CreditCard, amount: 1500 },
      ],
    };
    await setPoints(app, customer.id, 99);
    const salesBefore = await salesCount();
    const tooFew = await postSale(app, cashier, body);
    expect(tooFew.response.statusCode).toBe(400);
    expect(tooFew.envelope.message).toBe("Not enough award points: the customer has 99, this payment needs 100.");
    expect([await salesCount(), await stockOf(app, wax.id), await pointsOf(app, customer.id)]).toEqual([salesBefore, 5, 99]);

    await setPoints(app, customer.id, 150);
    const { response, envelope } = await postSale(app, cashier, body);
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.body as Sale).toMatchObject({ awardPointsRedeemed: 100, awardPointsEarned: 15, customer: { id: customer.id, awardPoints: 65 } });
    expect([await stockOf(app, wax.id), await pointsOf(app, customer.id)]).toEqual([4, 65]);
  });
});
