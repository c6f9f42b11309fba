import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ActivityAction,
  DiscountType,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  QuoteStatus,
  type Customer,
  type QuoteConverted,
  type Sale,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, products, quotes, sales } from "../../platform/db/schema";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { insertProduct, nyExclusiveTax, stockOf } from "../sales/sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";
import { createQuote, postConvert } from "./quote-fixtures";

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
  customer = await createCustomer(app, owner, { name: "Sam Suv", vehicles: [{ ...sedan, type: "SUV", make: "Toyota", model: "RAV4" }] });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000, vehiclePrices: { SUV: 2800 }, ...nyExclusiveTax });
  wax = await insertProduct(app, { kind: ItemKind.Standard, name: "Wax Kit", price: 1299, stock: 10, ...nyExclusiveTax });
});
afterAll(() => app.close());

/** $27.44 for the SUV wash at 10 % off, 2 × $14.14 for the wax: $55.72 (worked in the sales tests). */
const suvQuote = () =>
  createQuote(app, cashier, {
    customerId: customer.id,
    vehicleId: customer.vehicles[0]!.id,
    notes: "Wax on the hood too",
    lines: [
      { productId: wash.id, quantity: 1, discount: { type: DiscountType.Percentage, rate: 10_000 } },
      { productId: wax.id, quantity: 2 },
    ],
    expectedAmount: 5572,
  });

describe("POST /api/quotes/:id/convert", () => {
  it("rings up a sale with the quote's lines and totals, lowers stock, and marks the quote Converted", async () => {
    const quote = await suvQuote();
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 });
    expect(response.statusCode, envelope.message).toBe(200);
    const { quote: converted, sale } = envelope.body as QuoteConverted;
    expect(envelope.message).toBe(`Quote converted to sale #${sale.number}.`);
    expect(sale.lines.map((l) => [l.productId, l.quantity, l.discount, l.unitPrice, l.subTotal])).toEqual(
      quote.lines.map((l) => [l.productId, l.quantity, l.discount, l.unitPrice, l.subTotal]),
    );
    expect(sale).toMatchObject({
      status: OrderStatus.Pending,
      customer: { id: customer.id },
      vehicle: { id: customer.vehicles[0]!.id },
      notes: "Wax on the hood too",
      subTotal: quote.subTotal,
      discountTotal: quote.discountTotal,
      taxTotal: quote.taxTotal,
      amount: 5572,
      balance: 5572,
      cashier: { name: "Cashier Tester" },
    });
    expect(converted).toMatchObject({ id: quote.id, status: QuoteStatus.Converted, sale: { id: sale.id, number: sale.number } });
    expect(await stockOf(app, wax.id)).toBe(8);
    expect(publish).toHaveBeenCalledWith({ entity: "sales", id: sale.id, action: "New" });
    expect(publish).toHaveBeenCalledWith({ entity: "quotes", id: quote.id, action: "Completed" });
    publish.mockRestore();
    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "quote"), eq(activityLogs.action, ActivityAction.Completed)));
    expect(logged?.details).toMatchObject({ saleId: sale.id, saleNumber: sale.number });
  });

  it("replays a repeat with the same key (the same sale), and refuses a second conversion with a plain 409", async () => {
    const quote = await suvQuote();
    const key = `convert-${quote.id}`;
    const first = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 }, key);
    const again = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 }, key);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(again.envelope).toEqual(first.envelope);
    const sale = (first.envelope.body as QuoteConverted).sale;
    expect(await app.db.$count(sales, eq(sales.id, sale.id))).toBe(1);

    const salesBefore = await app.db.$count(sales);
    const second = await postConvert(app, owner, quote.id, { expectedAmount: 5572 });
    expect(second.response.statusCode).toBe(409);
    expect(second.envelope.message).toBe(`This quote was already converted to sale #${sale.number}.`);
    expect(await app.db.$count(sales)).toBe(salesBefore);
    const [row] = await app.db.select({ saleId: quotes.saleId }).from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.saleId).toBe(sale.id);
  });

  it("takes payments with the conversion: paid in full, the sale is Completed", async () => {
    const quote = await suvQuote();
    const { response, envelope } = await postConvert(app, cashier, quote.id, {
      expectedAmount: 5572,
      registerSessionId: drawer,
      payments: [{ method: PaymentMethod.Cash, amount: 5572, tendered: 6000 }],
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const sale = (envelope.body as QuoteConverted).sale;
    expect(sale).toMatchObject({ status: OrderStatus.Completed, paidTotal: 5572, balance: 0 });
    expect(sale.payments[0]).toMatchObject({ method: PaymentMethod.Cash, change: 428 });
  });

  it("prices again now: a price change since the quote is refused until the screen shows it, and nothing is written", async () => {
    const quote = await suvQuote();
    await app.db.update(products).set({ price: 1399 }).where(eq(products.id, wax.id));
    const salesBefore = await app.db.$count(sales);
    const stale = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 });
    expect(stale.response.statusCode).toBe(409);
    // Wax at $13.99 + 8.875 % ($1.24) = $15.23 × 2 = $30.46; with the wash $27.44: $57.90.
    expect(stale.envelope.message).toBe("The total changed: it is $57.90, not $55.72. Please review the sale.");
    expect(await app.db.$count(sales)).toBe(salesBefore);
    const [row] = await app.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe(QuoteStatus.Open);

    const fresh = await postConvert(app, cashier, quote.id, { expectedAmount: 5790 });
    expect(fresh.response.statusCode).toBe(200);
    expect((fresh.envelope.body as QuoteConverted).sale.amount).toBe(5790);
    await app.db.update(products).set({ price: 1299 }).where(eq(products.id, wax.id));
  });

  it("needs an Idempotency-Key and refuses a cancelled quote", async () => {
    const quote = await suvQuote();
    const noKey = await call(app, "POST", `/api/quotes/${quote.id}/convert`, { token: cashier, body: { expectedAmount: 5572 } });
    expect(noKey.response.statusCode).toBe(400);
    await call(app, "PATCH", `/api/quotes/${quote.id}`, { token: owner, body: { status: QuoteStatus.Cancelled } });
    const cancelled = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 });
    expect(cancelled.response.statusCode).toBe(409);
    expect(cancelled.envelope.message).toBe("This quote was cancelled; it can't change any more.");
  });

  it("rings the sale up in the register session the counter has open", async () => {
    const quote = await suvQuote();
    const register = await insertRegister(app, "Quote counter");
    const session = await openRegister(app, cashier, register.id, 10_000);
    const { response, envelope } = await postConvert(app, cashier, quote.id, { expectedAmount: 5572, registerSessionId: session.id });
    expect(response.statusCode, envelope.message).toBe(200);
    expect((envelope.body as QuoteConverted).sale.registerSessionId).toBe(session.id);
  });

  it("opens the new sale to the sales screens like any other", async () => {
    const quote = await suvQuote();
    const { envelope } = await postConvert(app, cashier, quote.id, { expectedAmount: 5572 });
    const saleId = (envelope.body as QuoteConverted).sale.id;
    const read = await call(app, "GET", `/api/sales/${saleId}`, { token: cashier });
    expect((read.envelope.body as Sale).amount).toBe(5572);
  });
});
