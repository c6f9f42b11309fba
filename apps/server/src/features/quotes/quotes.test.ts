import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, DiscountType, ItemKind, QuoteStatus, VehicleType, type Customer, type Quote, type QuotePage } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, outbox, quotes, sales } from "../../platform/db/schema";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { insertProduct, nyExclusiveTax, stockOf } from "../sales/sale-fixtures";
import { createQuote, postQuote } from "./quote-fixtures";

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;
let wax: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  customer = await createCustomer(app, owner, {
    name: "Sam Suv",
    phone: "+1 555 777 0101",
    email: "sam@example.com",
    vehicles: [{ ...sedan, type: "SUV", make: "Toyota", model: "RAV4" }],
  });
  // A wash: $20.00, $28.00 for an SUV; 8.875 % on top. Retail wax at $12.99, ten in stock.
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000, vehiclePrices: { SUV: 2800 }, ...nyExclusiveTax });
  wax = await insertProduct(app, { kind: ItemKind.Standard, name: "Wax Kit", price: 1299, stock: 10, ...nyExclusiveTax });
});
afterAll(() => app.close());

const tenPercentOff = { type: DiscountType.Percentage, rate: 10_000 };
/** The worked example of the sales tests: $27.44 for the SUV wash, 2 × $14.14 for the wax: $55.72. */
const suvQuote = () => ({
  customerId: customer.id,
  vehicleId: customer.vehicles[0]!.id,
  lines: [
    { productId: wash.id, quantity: 1, discount: tenPercentOff },
    { productId: wax.id, quantity: 2 },
  ],
  expectedAmount: 5572,
  validUntil: "2026-07-31",
  notes: "Ceramic option on request",
});

async function activitiesOf(quoteId: string) {
  const rows = await app.db
    .select({ action: activityLogs.action })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "quote"), eq(activityLogs.entityId, quoteId)))
    .orderBy(activityLogs.id);
  return rows.map((r) => r.action);
}

describe("POST /api/quotes", () => {
  it("prices the lines as a sale would for the customer's SUV, and moves no stock", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const salesBefore = await app.db.$count(sales);
    const { response, envelope } = await postQuote(app, cashier, suvQuote());
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Quote saved.");
    const quote = envelope.body as Quote;
    expect(quote.lines.map((l) => [l.name, l.unitPrice, l.unitDiscount, l.unitTax, l.subTotal])).toEqual([
      ["Full Wash", 2800, 280, 224, 2744],
      ["Wax Kit", 1299, 0, 115, 2828],
    ]);
    expect(quote).toMatchObject({
      status: QuoteStatus.Open,
      vehicleType: VehicleType.SUV,
      subTotal: 5118,
      discountTotal: 280,
      taxTotal: 454,
      amount: 5572,
      validUntil: "2026-07-31",
      notes: "Ceramic option on request",
      customer: { id: customer.id, name: "Sam Suv" },
      createdBy: { name: "Cashier Tester" },
      sale: null,
      sentAt: null,
    });
    expect(quote.number).toBeGreaterThan(0);
    expect(await stockOf(app, wax.id)).toBe(10);
    expect(await app.db.$count(sales)).toBe(salesBefore);
    expect(publish).toHaveBeenCalledWith({ entity: "quotes", id: quote.id, action: "New" });
    expect(await activitiesOf(quote.id)).toEqual([ActivityAction.New]);
    publish.mockRestore();
  });

  it("refuses a total that differs from the one shown, writing nothing", async () => {
    const before = await app.db.$count(quotes);
    const { response, envelope } = await postQuote(app, cashier, { ...suvQuote(), expectedAmount: 5571 });
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("The total changed: it is $55.72, not $55.71. Please review the sale.");
    expect(await app.db.$count(quotes)).toBe(before);
  });

  it("prices a walk-in at the vehicle type picked, and refuses bad input with the field's message", async () => {
    const walkIn = await createQuote(app, cashier, { vehicleType: "Sedan", lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2178 });
    expect(walkIn).toMatchObject({ customer: null, vehicle: null, vehicleType: "Sedan", amount: 2178, validUntil: null });
    const noLines = await postQuote(app, cashier, { lines: [], expectedAmount: 0 });
    expect(noLines.response.statusCode).toBe(400);
    expect(noLines.envelope.message).toBe("Add at least one product!");
    const badDate = await postQuote(app, cashier, { ...suvQuote(), validUntil: "2026-02-30" });
    expect(badDate.response.statusCode).toBe(400);
    expect(badDate.envelope.message).toBe("Not a valid date!");
    expect(badDate.envelope.body).toEqual({ fields: [{ field: "validUntil", message: "Not a valid date!" }] });
  });
});

describe("PATCH /api/quotes/:id", () => {
  it("reprices changed lines (checking the new total) and keeps the rest", async () => {
    const quote = await createQuote(app, cashier, suvQuote());
    const { response, envelope } = await call(app, "PATCH", `/api/quotes/${quote.id}`, {
      token: manager,
      body: { lines: [{ productId: wash.id, quantity: 2 }], expectedAmount: 6098, validUntil: null },
    });
    expect(response.statusCode, envelope.message).toBe(200);
    // 2 × ($28.00 + 8.875 % = $2.485 → $2.49) = $60.98.
    expect(envelope.body).toMatchObject({
      amount: 6098,
      validUntil: null,
      notes: "Ceramic option on request",
      lines: [{ name: "Full Wash", quantity: 2, subTotal: 6098 }],
    });
    const stale = await call(app, "PATCH", `/api/quotes/${quote.id}`, {
      token: manager,
      body: { vehicleId: null, vehicleType: "Sedan", expectedAmount: 6098 },
    });
    // A sedan pays the base price: 2 × $21.78.
    expect(stale.response.statusCode).toBe(409);
    expect(stale.envelope.message).toBe("The total changed: it is $43.56, not $60.98. Please review the sale.");
    expect(await activitiesOf(quote.id)).toEqual([ActivityAction.New, ActivityAction.Edit]);
  });

  it("cancels a quote, after which it can no longer change or be sent", async () => {
    const quote = await createQuote(app, cashier, suvQuote());
    const cancelled = await call(app, "PATCH", `/api/quotes/${quote.id}`, { token: manager, body: { status: QuoteStatus.Cancelled } });
    expect(cancelled.envelope.body).toMatchObject({ status: QuoteStatus.Cancelled });
    const edit = await call(app, "PATCH", `/api/quotes/${quote.id}`, { token: manager, body: { notes: "too late" } });
    expect(edit.response.statusCode).toBe(409);
    expect(edit.envelope.message).toBe("This quote was cancelled; it can't change any more.");
    const send = await call(app, "POST", `/api/quotes/${quote.id}/send`, { token: manager, body: { channel: "email" } });
    expect(send.response.statusCode).toBe(409);
    expect(await activitiesOf(quote.id)).toEqual([ActivityAction.New, ActivityAction.Cancel]);
  });

  it("is refused to a cashier, who may write quotes but not edit them (403)", async () => {
    const quote = await createQuote(app, cashier, suvQuote());
    const { response } = await call(app, "PATCH", `/api/quotes/${quote.id}`, { token: cashier, body: { notes: "mine" } });
    expect(response.statusCode).toBe(403);
    const removed = await call(app, "DELETE", `/api/quotes/${quote.id}`, { token: cashier, body: {} });
    expect(removed.response.statusCode).toBe(403);
  });
});

describe("POST /api/quotes/:id/send", () => {
  it("queues an e-mail to the customer's address in the outbox and marks the quote Sent", async () => {
    const quote = await createQuote(app, cashier, suvQuote());
    const { response, envelope } = await call(app, "POST", `/api/quotes/${quote.id}/send`, { token: cashier, body: { channel: "email" } });
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Quote queued for e-mail to sam@example.com.");
    const sent = envelope.body as Quote;
    expect(sent.status).toBe(QuoteStatus.Sent);
    expect(sent.sentAt).not.toBeNull();
    const [message] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "quote"), eq(outbox.entityId, quote.id)));
    expect(message).toMatchObject({ channel: "email", recipient: "sam@example.com", status: "pending", subject: `Your quote Q-${quote.number} from WashDesk` });
    expect(message!.body).toContain("Total");
    expect(message!.body).toContain("$55.72");
    expect(message!.body).toContain("Prices hold until 31 Jul, 2026.");
    expect(await activitiesOf(quote.id)).toEqual([ActivityAction.New, ActivityAction.SendEmail]);
  });

  it("texts the number typed, as ten digits, and refuses one that is not a phone", async () => {
    const quote = await createQuote(app, cashier, suvQuote());
    const bad = await call(app, "POST", `/api/quotes/${quote.id}/send`, { token: cashier, body: { channel: "sms", recipient: "12345" } });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.envelope.message).toBe("Not a valid Phone!");
    const { response, envelope } = await call(app, "POST", `/api/quotes/${quote.id}/send`, {
      token: cashier,
      body: { channel: "sms", recipient: "+1 555 333 4444" },
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const [message] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "quote"), eq(outbox.entityId, quote.id)));
    expect(message).toMatchObject({ channel: "sms", recipient: "5553334444" });
    expect(message!.body).toMatch(/your quote Q-\d+ is \$55\.72, valid until 31 Jul, 2026\. Full Wash, 2 × Wax Kit\./);
    expect(await activitiesOf(quote.id)).toEqual([ActivityAction.New, ActivityAction.SendSms]);
  });

  it("asks for an address when a walk-in's quote is e-mailed", async () => {
    const quote = await createQuote(app, cashier, { vehicleType: "Sedan", lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2178 });
    const { response, envelope } = await call(app, "POST", `/api/quotes/${quote.id}/send`, { token: cashier, body: { channel: "email" } });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("This quote has no customer e-mail address. Enter one to send it.");
  });
});

describe("GET /api/quotes and DELETE /api/quotes/:id", () => {
  it("lists living quotes newest first, filtered by status and text, with a total", async () => {
    const other = await createCustomer(app, owner, { name: "Tina Truck" });
    const tinas = await createQuote(app, cashier, { customerId: other.id, lines: [{ productId: wax.id, quantity: 1 }], expectedAmount: 1414 });
    const all = (await call(app, "GET", "/api/quotes?pageSize=2", { token: cashier })).envelope.body as QuotePage;
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({ id: tinas.id, customer: { name: "Tina Truck" }, amount: 1414, status: QuoteStatus.Open });
    expect(all.total).toBeGreaterThan(2);
    const byText = (await call(app, "GET", "/api/quotes?text=tina", { token: cashier })).envelope.body as QuotePage;
    expect(byText.items.map((q) => q.id)).toEqual([tinas.id]);
    expect(byText.total).toBe(1);
    const byNumber = (await call(app, "GET", `/api/quotes?text=${tinas.number}`, { token: cashier })).envelope.body as QuotePage;
    expect(byNumber.items.map((q) => q.id)).toContain(tinas.id);
    const sent = (await call(app, "GET", `/api/quotes?status=${QuoteStatus.Sent}`, { token: cashier })).envelope.body as QuotePage;
    expect(sent.items.every((q) => q.status === QuoteStatus.Sent)).toBe(true);
    expect(sent.total).toBe(2);

    const removed = await call(app, "DELETE", `/api/quotes/${tinas.id}`, { token: manager, body: { reason: "Duplicate" } });
    expect(removed.response.statusCode).toBe(200);
    expect(removed.envelope.message).toBe("Quote deleted.");
    const after = (await call(app, "GET", "/api/quotes?text=tina", { token: cashier })).envelope.body as QuotePage;
    expect(after.total).toBe(0);
    const gone = await call(app, "GET", `/api/quotes/${tinas.id}`, { token: cashier });
    expect(gone.response.statusCode).toBe(404);
    expect(await activitiesOf(tinas.id)).toEqual([ActivityAction.New, ActivityAction.Delete]);
  });
});
