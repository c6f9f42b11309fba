import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  MAX_POINTS_BALANCE,
  ActivityAction,
  DiscountType,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  saleRefusals,
  VehicleType,
  type Customer,
  type Sale,
  type SalePage,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, idempotencyKeys, outbox, sales } from "../../platform/db/schema";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { createSale, insertProduct, keyed, nyExclusiveTax, pointsOf, postPayment, postSale, setPoints, stockOf } from "./sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

let app: TestApp;
/** The open drawer session the cash of these tests goes into (cash needs one). */
let drawer: string;
let owner: string;
let cashier: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;
let wax: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  drawer = (await openRegister(app, owner, (await insertRegister(app, "Counter")).id, 10_000)).id;
  cashier = await signIn(app, await addUser(app, "Cashier"));
  customer = await createCustomer(app, owner, {
    name: "Sam Suv",
    email: "sam@example.com",
    vehicles: [{ ...sedan, type: "SUV", make: "Toyota", model: "RAV4" }],
  });
  // A wash: $20.00, $28.00 for an SUV; 8.875 % on top.
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000, vehiclePrices: { SUV: 2800 }, ...nyExclusiveTax });
  // Retail wax at $12.99 with 8.875 %, ten in stock.
  wax = await insertProduct(app, { kind: ItemKind.Standard, name: "Wax Kit", price: 1299, stock: 10, ...nyExclusiveTax });
});
afterAll(() => app.close());

const tenPercentOff = { type: DiscountType.Percentage, rate: 10_000 };
const suvSale = () => ({
  customerId: customer.id,
  vehicleId: customer.vehicles[0]!.id,
  lines: [
    { productId: wash.id, quantity: 1, discount: tenPercentOff },
    { productId: wax.id, quantity: 2 },
  ],
  // Worked by hand below.
  expectedAmount: 5572,
});

async function activitiesOf(saleId: string) {
  const rows = await app.db
    .select({ action: activityLogs.action })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "sale"), eq(activityLogs.entityId, saleId)))
    .orderBy(activityLogs.id);
  return rows.map((r) => r.action);
}

describe("POST /api/sales", () => {
  it("prices a service for the customer's SUV with a percentage discount and 8.875 % tax, and lowers stock", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await postSale(app, cashier, suvSale());
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Sale saved.");
    const sale = envelope.body as Sale;
    // Wash for an SUV: $28.00, 10 % off → $25.20; tax 2520 × 8.875 % = 223.65 → $2.24; line $27.44.
    // Wax: $12.99; tax 1299 × 8.875 % = 115.29 → $1.15; 2 × $14.14 = $28.28.
    // Sale: subtotal 2520 + 2598 = 5118; discount 280; tax 224 + 230 = 454; total 5118 + 454 = 5572.
    expect(sale.lines.map((l) => [l.name, l.unitPrice, l.unitDiscount, l.unitTax, l.subTotal])).toEqual([
      ["Full Wash", 2800, 280, 224, 2744],
      ["Wax Kit", 1299, 0, 115, 2828],
    ]);
    expect(sale).toMatchObject({
      vehicleType: VehicleType.SUV,
      subTotal: 5118,
      discountTotal: 280,
      taxTotal: 454,
      includedTaxTotal: 0,
      amount: 5572,
      paidTotal: 0,
      balance: 5572,
      status: OrderStatus.Pending,
      invoiceStatus: InvoiceStatus.Pending,
      customer: { id: customer.id, name: "Sam Suv" },
      cashier: { name: "Cashier Tester" },
      payments: [],
    });
    expect(sale.number).toBeGreaterThan(0);
    expect(sale.businessDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sale.lines[0]!.discount).toEqual(tenPercentOff);
    expect(await stockOf(app, wax.id)).toBe(8);
    expect(await stockOf(app, wash.id)).toBeNull();
    expect(publish).toHaveBeenCalledWith({ entity: "sales", id: sale.id, action: "New" });
    expect(await activitiesOf(sale.id)).toEqual([ActivityAction.New]);
    publish.mockRestore();
  });

  it("refuses a sale whose total differs from the one the screen showed, writing nothing", async () => {
    const before = await app.db.$count(sales);
    const { response, envelope } = await postSale(app, cashier, { ...suvSale(), expectedAmount: 5571 });
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("The total changed: it is $55.72, not $55.71. Please review the sale.");
    expect(envelope.body).toEqual({ amount: 5572, expectedAmount: 5571 });
    expect(await app.db.$count(sales)).toBe(before);
  });

  it("requires an Idempotency-Key", async () => {
    const { response, envelope } = await call(app, "POST", "/api/sales", { token: cashier, body: suvSale() });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("An Idempotency-Key header is required for this request.");
  });

  it("replays a repeat with the same key, and refuses the same key with another body", async () => {
    const key = "repeat-me";
    const first = await postSale(app, cashier, suvSale(), key);
    const again = await postSale(app, cashier, suvSale(), key);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(again.envelope).toEqual(first.envelope);
    const other = await postSale(app, cashier, { ...suvSale(), notes: "different" }, key);
    expect(other.response.statusCode).toBe(409);
    expect(other.envelope.message).toMatch(/already used for a different request/);
    expect(await app.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(1);
  });

  it("refuses a vehicle that is not the customer's and products that are not sold", async () => {
    const other = await createCustomer(app, owner);
    const wrongVehicle = await postSale(app, cashier, { ...suvSale(), vehicleId: other.vehicles[0]!.id });
    expect(wrongVehicle.response.statusCode).toBe(400);
    expect(wrongVehicle.envelope.message).toBe("This vehicle is not one of the customer's vehicles.");
    const retired = await insertProduct(app, { name: "Old Polish", active: false });
    const inactive = await postSale(app, cashier, { lines: [{ productId: retired.id, quantity: 1 }], expectedAmount: 1000 });
    expect(inactive.envelope.message).toBe("Old Polish is no longer sold. Please review the sale.");
  });

  it("takes the payments of a sale paid at once: split cash with change and card → Paid, points earned", async () => {
    const before = await pointsOf(app, customer.id);
    const { response, envelope } = await postSale(app, cashier, {
      ...suvSale(),
      registerSessionId: drawer,
      payments: [
        { method: PaymentMethod.Cash, amount: 3000, tendered: 4000 },
        { method: PaymentMethod.CreditCard, amount: 2572, tip: 300, reference: "VISA 4242" },
      ],
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const sale = envelope.body as Sale;
    expect(sale).toMatchObject({
      status: OrderStatus.Completed,
      invoiceStatus: InvoiceStatus.Paid,
      paidTotal: 5572,
      tipTotal: 300,
      balance: 0,
      awardPointsEarned: 55,
    });
    expect(sale.payments.map((p) => [p.method, p.amount, p.tip, p.tendered, p.change])).toEqual([
      [PaymentMethod.Cash, 3000, 0, 4000, 1000],
      [PaymentMethod.CreditCard, 2572, 300, null, null],
    ]);
    expect(sale.completedAt).not.toBeNull();
    // $55.72 at 1 point per dollar: 55 points.
    expect(await pointsOf(app, customer.id)).toBe(before + 55);
  });
});

describe("POST /api/sales/:id/payments", () => {
  it("pays part in cash with change, then the rest by card: Partial, then Paid and Completed", async () => {
    const sale = await createSale(app, cashier, suvSale());
    const cash = await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 2000, tendered: 5000 });
    expect(cash.response.statusCode, cash.envelope.message).toBe(200);
    expect(cash.envelope.body).toMatchObject({ status: OrderStatus.Pending, invoiceStatus: InvoiceStatus.Partial, paidTotal: 2000, balance: 3572 });
    expect((cash.envelope.body as Sale).payments[0]).toMatchObject({ tendered: 5000, change: 3000 });
    const card = await postPayment(app, cashier, sale.id, { method: PaymentMethod.CreditCard, amount: 3572 });
    expect(card.envelope.body).toMatchObject({ status: OrderStatus.Completed, invoiceStatus: InvoiceStatus.Paid, paidTotal: 5572, balance: 0 });
    expect(await activitiesOf(sale.id)).toEqual([ActivityAction.New, ActivityAction.AddPayment, ActivityAction.AddPayment]);
  });

  it("refuses a payment larger than the balance, and any payment on a paid sale", async () => {
    const sale = await createSale(app, cashier, suvSale());
    const tooMuch = await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 5573 });
    expect(tooMuch.response.statusCode).toBe(400);
    expect(tooMuch.envelope.message).toBe("The payment of $55.73 is more than the balance of $55.72.");
    expect(tooMuch.envelope.body).toEqual({ fields: [{ field: "amount", message: "The payment of $55.73 is more than the balance of $55.72." }] });
    await postPayment(app, cashier, sale.id, { method: PaymentMethod.Debit, amount: 5572 });
    const after = await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 1 });
    expect(after.response.statusCode).toBe(409);
    expect(after.envelope.message).toBe("This sale is already fully paid.");
    // Programs decide on the code, never on the words.
    expect([tooMuch.envelope.code, after.envelope.code]).toEqual([saleRefusals.paymentOverBalance.code, "sale.alreadyPaid"]);
  });

  it("pays with award points at the settings' rate, and refuses when the customer has too few", async () => {
    const patch = await call(app, "PATCH", "/api/settings/award-points", { token: owner, body: { pointValueCents: 5 } });
    expect(patch.envelope.body).toEqual({ earnPointsPerDollar: 1, pointValueCents: 5 });
    try {
      const buyer = await createCustomer(app, owner, { name: "Pat Points" });
      const sale = await createSale(app, cashier, { customerId: buyer.id, lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
      const tooFew = await postPayment(app, cashier, sale.id, { method: PaymentMethod.AwardPoints, amount: 500 });
      expect(tooFew.response.statusCode).toBe(400);
      expect(tooFew.envelope.message).toBe("Not enough award points: the customer has 0, this payment needs 100.");
      await setPoints(app, buyer.id, 150);
      // $5.01 at 5 cents a point: 100.2 → 101 points.
      const points = await postPayment(app, cashier, sale.id, { method: PaymentMethod.AwardPoints, amount: 501 });
      expect(points.response.statusCode, points.envelope.message).toBe(200);
      expect((points.envelope.body as Sale).payments[0]).toMatchObject({ method: PaymentMethod.AwardPoints, amount: 501, points: 101 });
      expect(await pointsOf(app, buyer.id)).toBe(49);
      const card = await postPayment(app, cashier, sale.id, { method: PaymentMethod.CreditCard, amount: 913 });
      // Points are earned on money only: $9.13 → 9 points.
      expect(card.envelope.body).toMatchObject({ status: OrderStatus.Completed, awardPointsRedeemed: 101, awardPointsEarned: 9 });
      expect(await pointsOf(app, buyer.id)).toBe(58);
      const walkIn = await createSale(app, cashier, { lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
      const refused = await postPayment(app, cashier, walkIn.id, { method: PaymentMethod.AwardPoints, amount: 100 });
      expect(refused.envelope.message).toBe("Only a customer's sale can be paid with award points.");
    } finally {
      await call(app, "PATCH", "/api/settings/award-points", { token: owner, body: { pointValueCents: 1 } });
    }
  });

  it("stops a customer's points at the most a balance holds, however much is earned", async () => {
    await call(app, "PATCH", "/api/settings/award-points", { token: owner, body: { earnPointsPerDollar: 1000 } });
    try {
      const buyer = await createCustomer(app, owner, { name: "Max Points" });
      await setPoints(app, buyer.id, MAX_POINTS_BALANCE - 5);
      const sale = await createSale(app, cashier, { customerId: buyer.id, lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
      const paid = await postPayment(app, cashier, sale.id, { method: PaymentMethod.CreditCard, amount: 1414 });
      expect(paid.response.statusCode, paid.envelope.message).toBe(200);
      expect(await pointsOf(app, buyer.id)).toBe(MAX_POINTS_BALANCE);
    } finally {
      await call(app, "PATCH", "/api/settings/award-points", { token: owner, body: { earnPointsPerDollar: 1 } });
    }
  });
});

describe("GET /api/sales and deleted sales", () => {
  it("lists living sales with filters and a totals row over the whole filtered set", async () => {
    const buyer = await createCustomer(app, owner, { name: "List Person" });
    const a = await createSale(app, cashier, {
      customerId: buyer.id,
      lines: [{ productId: wax.id, quantity: 1 }],
      expectedAmount: 1414,
      registerSessionId: drawer,
      payments: [{ method: PaymentMethod.Cash, amount: 1414 }],
    });
    const b = await createSale(app, cashier, {
      customerId: buyer.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2178,
      payments: [{ method: PaymentMethod.CreditCard, amount: 1000, tip: 200 }],
    });
    const { envelope } = await call(app, "GET", `/api/sales?customerId=${buyer.id}&pageSize=1`, { token: cashier });
    const page = envelope.body as SalePage;
    expect(page.total).toBe(2);
    expect(page.items.map((s) => s.id)).toEqual([b.id]);
    expect(page.items[0]).toMatchObject({
      number: b.number,
      customer: { id: buyer.id, name: "List Person" },
      paymentMethods: [PaymentMethod.CreditCard],
      balance: 1178,
    });
    expect(page.totals).toEqual({
      count: 2,
      subTotal: 1299 + 2000,
      discountTotal: 0,
      taxTotal: 115 + 178,
      amount: 1414 + 2178,
      paidTotal: 2414,
      tipTotal: 200,
      refundedTotal: 0,
      balance: 1178,
      net: 2414,
    });
    const byCash = (await call(app, "GET", `/api/sales?customerId=${buyer.id}&paymentMethod=${PaymentMethod.Cash}`, { token: cashier })).envelope
      .body as SalePage;
    expect(byCash.items.map((s) => s.id)).toEqual([a.id]);
    const completed = (await call(app, "GET", `/api/sales?customerId=${buyer.id}&status=${OrderStatus.Completed}`, { token: cashier })).envelope
      .body as SalePage;
    expect(completed.items.map((s) => s.id)).toEqual([a.id]);
    const today = a.businessDate;
    const ranged = (await call(app, "GET", `/api/sales?customerId=${buyer.id}&from=${today}&to=${today}`, { token: cashier })).envelope.body as SalePage;
    expect(ranged.total).toBe(2);
    const before = (await call(app, "GET", `/api/sales?customerId=${buyer.id}&to=2000-01-01`, { token: cashier })).envelope.body as SalePage;
    expect(before.total).toBe(0);
  });

  it("deletes with a reason: gone from lists and totals, readable by those allowed, stock and points put back", async () => {
    const buyer = await createCustomer(app, owner, { name: "Del Person" });
    const stock = await stockOf(app, wax.id);
    const sale = await createSale(app, cashier, {
      customerId: buyer.id,
      lines: [{ productId: wax.id, quantity: 3 }],
      expectedAmount: 4242,
      registerSessionId: drawer,
      payments: [{ method: PaymentMethod.Cash, amount: 4242 }],
    });
    expect(await pointsOf(app, buyer.id)).toBe(42);
    expect(await stockOf(app, wax.id)).toBe(stock! - 3);

    const noReason = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: " " } });
    expect(noReason.response.statusCode).toBe(400);
    expect(noReason.envelope.message).toBe("Field is required!");
    const byCashier = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: cashier, body: { reason: "Rang twice" } });
    expect(byCashier.response.statusCode).toBe(403);
    const deleted = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: "Rang twice" } });
    expect(deleted.response.statusCode, deleted.envelope.message).toBe(200);
    expect(await stockOf(app, wax.id)).toBe(stock);
    expect(await pointsOf(app, buyer.id)).toBe(0);

    const list = (await call(app, "GET", `/api/sales?customerId=${buyer.id}`, { token: owner })).envelope.body as SalePage;
    expect(list.total).toBe(0);
    expect(list.totals.amount).toBe(0);
    const read = await call(app, "GET", `/api/sales/${sale.id}`, { token: owner });
    expect(read.response.statusCode).toBe(200);
    expect((read.envelope.body as Sale).deleted).toMatchObject({ by: { name: "Owner Tester" }, reason: "Rang twice", previousStatus: OrderStatus.Completed });
    expect((read.envelope.body as Sale).status).toBe(OrderStatus.Deleted);
    const hidden = await call(app, "GET", `/api/sales/${sale.id}`, { token: cashier });
    expect(hidden.response.statusCode).toBe(404);
    const deletedList = await call(app, "GET", "/api/sales/deleted", { token: owner });
    expect((deletedList.envelope.body as { items: { id: string; deleteReason: string }[] }).items[0]).toMatchObject({
      id: sale.id,
      deleteReason: "Rang twice",
    });
    expect((await call(app, "GET", "/api/sales/deleted", { token: cashier })).response.statusCode).toBe(403);
    const again = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: "again" } });
    expect(again.response.statusCode).toBe(404);
    const pay = await postPayment(app, owner, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 1 });
    expect(pay.response.statusCode).toBe(404);
    expect(await activitiesOf(sale.id)).toEqual([ActivityAction.New, ActivityAction.Delete, ActivityAction.Details]);
  });
});

describe("PATCH /api/sales/:id", () => {
  it("changes lines while nothing is paid (stock follows), notes any time, lines never after a payment", async () => {
    const stock = await stockOf(app, wax.id);
    const sale = await createSale(app, cashier, { lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
    const stale = await call(app, "PATCH", `/api/sales/${sale.id}`, {
      token: owner,
      body: { lines: [{ productId: wax.id, quantity: 2 }], expectedAmount: 1414 },
    });
    expect(stale.response.statusCode).toBe(409);
    const edited = await call(app, "PATCH", `/api/sales/${sale.id}`, {
      token: owner,
      body: {
        vehicleType: VehicleType.SUV,
        lines: [
          { productId: wax.id, quantity: 2 },
          { productId: wash.id, quantity: 1 },
        ],
        expectedAmount: 2828 + 3049,
      },
    });
    expect(edited.response.statusCode, edited.envelope.message).toBe(200);
    expect(edited.envelope.body).toMatchObject({ amount: 5877, vehicleType: VehicleType.SUV });
    expect(await stockOf(app, wax.id)).toBe(stock! - 2);
    await postPayment(app, owner, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 100 });
    const locked = await call(app, "PATCH", `/api/sales/${sale.id}`, {
      token: owner,
      body: { lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 },
    });
    expect(locked.response.statusCode).toBe(409);
    expect(locked.envelope.message).toBe("A sale can only be changed while nothing is paid on it. Refund or void it instead.");
    const notes = await call(app, "PATCH", `/api/sales/${sale.id}`, { token: owner, body: { notes: "Customer will be back at 5" } });
    expect(notes.envelope.body).toMatchObject({ notes: "Customer will be back at 5" });
    expect((await call(app, "PATCH", `/api/sales/${sale.id}`, { token: cashier, body: { notes: "x" } })).response.statusCode).toBe(403);
    expect(await activitiesOf(sale.id)).toEqual([ActivityAction.New, ActivityAction.Edit, ActivityAction.AddPayment, ActivityAction.Edit]);
  });
});

describe("e-mail receipt", () => {
  it("queues the receipt through the outbox to the customer's address or the one given", async () => {
    const sale = await createSale(app, cashier, { ...suvSale(), registerSessionId: drawer, payments: [{ method: PaymentMethod.Cash, amount: 5572 }] });
    const sent = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: cashier, body: {} });
    expect(sent.response.statusCode, sent.envelope.message).toBe(200);
    // No mail server is set up: the notice says the receipt will not go, as its log will.
    expect(sent.envelope.body).toEqual({ recipient: "sam@example.com", providerConfigured: false });
    expect(sent.envelope.message).toBe("Receipt not sent: no provider configured.");
    expect(sent.envelope.notification).toBe("warning");
    // Another address is for those who may edit sales: the owner, not the cashier.
    const configured = await call(app, "PATCH", "/api/settings/message-providers", { token: owner, body: { smtp: { host: "127.0.0.1", port: 2525 } } });
    expect(configured.response.statusCode, configured.envelope.message).toBe(200);
    const other = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: owner, body: { email: "boss@example.com" } });
    expect(other.envelope.body).toEqual({ recipient: "boss@example.com", providerConfigured: true });
    expect(other.envelope.message).toBe("Receipt queued for e-mail.");
    const queued = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "sale"), eq(outbox.entityId, sale.id)));
    expect(queued.map((m) => m.recipient).sort()).toEqual(["boss@example.com", "sam@example.com"]);
    expect(queued[0]!.subject).toBe(`Your receipt #${sale.number} from WashDesk`);
    expect(queued[0]!.body).toContain("Total                             $55.72");
    const walkIn = await createSale(app, cashier, { lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
    const nowhere = await call(app, "POST", `/api/sales/${walkIn.id}/receipt/email`, { token: cashier, body: {} });
    expect(nowhere.response.statusCode).toBe(400);
  });
});

describe("text receipt", () => {
  it("queues a short receipt by text to the customer's phone or the number given", async () => {
    const sale = await createSale(app, cashier, { ...suvSale(), registerSessionId: drawer, payments: [{ method: PaymentMethod.Cash, amount: 5572 }] });
    const sent = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: owner, body: { phone: "(555) 201-0042" } });
    expect(sent.response.statusCode, sent.envelope.message).toBe(200);
    expect(sent.envelope.body).toEqual({ recipient: "5552010042", providerConfigured: false });
    expect(sent.envelope.message).toBe("Receipt not sent: no provider configured.");
    const [queued] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, sale.id), eq(outbox.channel, "sms")));
    expect(queued!.body).toBe(`WashDesk: receipt #${sale.number}, total $55.72, paid $55.72. Thank you for your visit!`);
    const bad = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: cashier, body: { phone: "12" } });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.envelope.message).toBe("Not a valid Phone!");
  });
});

describe("award points settings", () => {
  it("reads defaults, changes the fields sent, and is for settings.system.general only", async () => {
    expect((await call(app, "GET", "/api/settings/award-points", { token: owner })).envelope.body).toEqual({ earnPointsPerDollar: 1, pointValueCents: 1 });
    expect((await call(app, "GET", "/api/settings/award-points", { token: cashier })).response.statusCode).toBe(403);
    const bad = await call(app, "PATCH", "/api/settings/award-points", { token: owner, body: { earnPointsPerDollar: 1.5 } });
    expect(bad.response.statusCode).toBe(400);
  });
});

describe("permissions", () => {
  it("lets a cashier sell and take payments but not refund, void, edit or delete", async () => {
    const sale = await createSale(app, cashier, suvSale());
    expect((await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 100 })).response.statusCode).toBe(200);
    const refund = await call(app, "POST", `/api/sales/${sale.id}/refunds`, { token: cashier, body: { kind: 0, reason: "x" }, headers: keyed() });
    expect(refund.response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/sales/refunds", { token: cashier })).response.statusCode).toBe(403);
    expect((await call(app, "GET", `/api/sales/${sale.id}`, { token: cashier })).response.statusCode).toBe(200);
  });
});

describe("the sales API", () => {
  it("is documented in the OpenAPI document", async () => {
    const { response } = await call(app, "GET", "/api/docs/json");
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/sales",
        "/api/sales/{id}",
        "/api/sales/{id}/payments",
        "/api/sales/{id}/refunds",
        "/api/sales/refunds",
        "/api/sales/deleted",
        "/api/sales/{id}/receipt/email",
        "/api/settings/award-points",
      ]),
    );
  });

  it("refuses every route without a session (401)", async () => {
    expect((await call(app, "GET", "/api/sales")).response.statusCode).toBe(401);
    expect((await call(app, "POST", "/api/sales", { body: suvSale(), headers: keyed() })).response.statusCode).toBe(401);
  });
});
