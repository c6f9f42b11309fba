import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { addMonths, DiscountType, ItemKind, limitMessages, MAX_MONEY_CENTS, PaymentMethod, type ExpenseCategory, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "./test-app";
import { customers, expenses, expenseSchedules, payments, products, quotes, sales, users, vendors } from "../src/platform/db/schema";
import { createSale, insertProduct, postPayment, postSale } from "../src/features/sales/sale-fixtures";
import { customerBody } from "../src/features/customers/customer-fixtures";
import { addCategory, expenseDraft } from "../src/features/expenses/expense-fixtures";
import { postQuote } from "../src/features/quotes/quote-fixtures";
import { serviceInput } from "../src/features/products/product-fixtures";
import { vendorInput } from "../src/features/vendors/vendor-fixtures";

// Requests that, once stored, broke lists and reports for everybody (or answered 500 themselves):
// each is refused with a 400 that names its field, and stores nothing.

let app: TestApp;
let owner: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;
let rent: ExpenseCategory;
let today: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000 });
  rent = await addCategory(app, owner, "Rent");
  today = ((await call(app, "GET", "/api/reports/day-end", { token: owner })).envelope.body as { date: string }).date;
});
afterAll(() => app.close());

const rowsOf = async (table: typeof sales | typeof payments | typeof expenses | typeof expenseSchedules | typeof customers | typeof quotes | typeof vendors) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

/** A 400 whose first field is `field` with `message`. */
function expectRefused(result: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(result.response.statusCode, result.envelope.message).toBe(400);
  expect(result.envelope.message).toBe(message);
  expect((result.envelope.body as { fields: { field: string; message: string }[] }).fields[0]).toEqual({ field, message });
}

/** One $20.00 wash, no tax. */
const washSale = () => ({ lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2000 });

describe("money has a ceiling", () => {
  it("refuses the tip of 9,007,199,254,740,991 cents, and stores no payment", async () => {
    const sale = await createSale(app, owner, washSale());
    const before = await rowsOf(payments);
    const result = await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: 2000, tip: Number.MAX_SAFE_INTEGER });
    expectRefused(result, "tip", limitMessages.moneyMax);
    expect(await rowsOf(payments)).toBe(before);
  });

  it("takes tips up to the larger of the sale's amount and $1,000.00 in all, and not a cent more", async () => {
    const sale = await createSale(app, owner, washSale());
    const half = await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: 1000, tip: 60_000 });
    expect(half.response.statusCode, half.envelope.message).toBe(200);
    const over = await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: 1000, tip: 40_001 });
    expectRefused(over, "tip", limitMessages.tipMax);
    const rest = await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: 1000, tip: 40_000 });
    expect((rest.envelope.body as Sale).tipTotal).toBe(100_000);
  });

  it("refuses tips over the ceiling sent with a new sale, naming the payment", async () => {
    const before = await rowsOf(sales);
    const result = await postSale(app, owner, { ...washSale(), payments: [{ method: PaymentMethod.CreditCard, amount: 2000, tip: 100_001 }] });
    expectRefused(result, "payments.0.tip", limitMessages.tipMax);
    expect(await rowsOf(sales)).toBe(before);
  });

  it("refuses lines adding up to more than $1,000,000.00, and a quantity over 10,000", async () => {
    const before = await rowsOf(sales);
    const big = await insertProduct(app, { kind: ItemKind.Service, name: "Fleet Contract", price: MAX_MONEY_CENTS });
    const overCeiling = await postSale(app, owner, { lines: [{ productId: big.id, quantity: 2 }], expectedAmount: MAX_MONEY_CENTS });
    expectRefused(overCeiling, "lines", limitMessages.linesOverCeiling);
    const tooMany = await postSale(app, owner, { lines: [{ productId: wash.id, quantity: 10_001 }], expectedAmount: MAX_MONEY_CENTS });
    expectRefused(tooMany, "lines.0.quantity", limitMessages.numberMax(10_000));
    expect(await rowsOf(sales)).toBe(before);
  });

  it("refuses an expense of 9,007,199,254,740,991 cents, and one cent over $1,000,000.00", async () => {
    const before = await rowsOf(expenses);
    for (const amount of [Number.MAX_SAFE_INTEGER, MAX_MONEY_CENTS + 1]) {
      const result = await call(app, "POST", "/api/expenses", { token: owner, body: { expense: expenseDraft(rent, { date: today, amount }) } });
      expectRefused(result, "expense.amount", limitMessages.moneyMax);
    }
    expect(await rowsOf(expenses)).toBe(before);
  });
});

describe("a line discount never exceeds the price", () => {
  it("refuses a fixed discount above the price on a sale line and on a quote line, instead of pricing it at 0", async () => {
    const overPrice = { productId: wash.id, quantity: 1, discount: { type: DiscountType.Fixed, rate: 2001 } };
    const [salesBefore, quotesBefore] = [await rowsOf(sales), await rowsOf(quotes)];
    expectRefused(await postSale(app, owner, { lines: [overPrice], expectedAmount: 0 }), "lines.0.discount.rate", "Discount can't be more than the price!");
    expectRefused(await postQuote(app, owner, { lines: [overPrice], expectedAmount: 0 }), "lines.0.discount.rate", "Discount can't be more than the price!");
    expect([await rowsOf(sales), await rowsOf(quotes)]).toEqual([salesBefore, quotesBefore]);
    // The whole price off is a free line, as before.
    const free = await postSale(app, owner, { lines: [{ ...overPrice, discount: { type: DiscountType.Fixed, rate: 2000 } }], expectedAmount: 0 });
    expect(free.response.statusCode, free.envelope.message).toBe(200);
  });

  it("refuses a product whose fixed discount is above one of its vehicle prices", async () => {
    const input = serviceInput({ price: 2000, vehiclePrices: { Sedan: 1500 }, discount: { type: DiscountType.Fixed, rate: 1600 } });
    const result = await call(app, "POST", "/api/products", { token: owner, body: { product: input } });
    expectRefused(result, "product.discount.rate", "Discount can't be more than the price!");
    expect(await app.db.select({ id: products.id }).from(products).where(eq(products.code, input.code))).toEqual([]);
  });
});

describe("text has a length per kind and no control characters", () => {
  it("refuses a first name of 1,000,000 characters and keeps the name", async () => {
    const email = await addUser(app, "Cashier");
    const token = await signIn(app, email);
    const result = await call(app, "PATCH", "/api/profile", { token, body: { firstName: "x".repeat(1_000_000), lastName: "Lane" } });
    expectRefused(result, "firstName", limitMessages.textTooLong(60));
    const [row] = await app.db.select({ firstName: users.firstName }).from(users).where(eq(users.email, email));
    expect(row!.firstName).toBe("Cashier");
  });

  it("refuses sale notes longer than 2,000 characters", async () => {
    const before = await rowsOf(sales);
    expectRefused(await postSale(app, owner, { ...washSale(), notes: "n".repeat(2001) }), "notes", limitMessages.textTooLong(2000));
    expect(await rowsOf(sales)).toBe(before);
  });

  it.each([
    ["a customer's name", "/api/customers", () => customerBody({ name: "Jane\u0000Doe" }), "customer.name", customers],
    ["a vendor's company", "/api/purchases/vendors", () => ({ vendor: vendorInput({ company: "Acme\u0000" }) }), "vendor.company", vendors],
    [
      "an expense's reference",
      "/api/expenses",
      () => ({ expense: expenseDraft(rent, { date: today, reference: "INV\u001b[2J" }) }),
      "expense.reference",
      expenses,
    ],
  ] as const)("refuses a control character in %s, and stores nothing", async (_what, url, body, field, table) => {
    const before = await rowsOf(table);
    expectRefused(await call(app, "POST", url, { token: owner, body: body() }), field, limitMessages.controlCharacter);
    expect(await rowsOf(table)).toBe(before);
  });

  it("refuses NUL in sale notes and in a search, but keeps tabs and line breaks in notes", async () => {
    expectRefused(await postSale(app, owner, { ...washSale(), notes: "a\u0000b" }), "notes", limitMessages.controlCharacter);
    expectRefused(await call(app, "GET", `/api/products?search=${encodeURIComponent("a\u0000b")}`, { token: owner }), "search", limitMessages.controlCharacter);
    const kept = await createSale(app, owner, { ...washSale(), notes: "  Door:\tleft\r\nmirror  " });
    expect(kept.notes).toBe("Door:\tleft\r\nmirror");
  });
});

describe("dates are real days of the business years", () => {
  it.each(["/api/sales?from=2026-02-30", "/api/sales/refunds?to=2026-02-30", "/api/registers/sessions?from=2026-02-30", "/api/purchases?from=2026-02-30"])(
    "answers 400 naming the filter for %s",
    async (url) => {
      const field = /[?&](\w+)=/.exec(url)![1]!;
      expectRefused(await call(app, "GET", url, { token: owner }), field, limitMessages.dateInvalid);
    },
  );

  it("answers 400 for an impossible day-end date and an expense filter out of the years", async () => {
    expectRefused(await call(app, "GET", "/api/reports/day-end?date=2026-02-30", { token: owner }), "date", limitMessages.dateInvalid);
    expectRefused(await call(app, "GET", "/api/expenses?to=1999-12-31", { token: owner }), "to", limitMessages.dateRange);
  });

  it("refuses a schedule starting 0001-01-01, or more than a year back, and an expense dated 9999-12-31; stores nothing", async () => {
    const [expensesBefore, schedulesBefore] = [await rowsOf(expenses), await rowsOf(expenseSchedules)];
    const post = (date: string, isScheduled: boolean) =>
      call(app, "POST", "/api/expenses", { token: owner, body: { expense: expenseDraft(rent, { date, isScheduled, scheduledFrequency: 0 }) } });
    expectRefused(await post("0001-01-01", true), "expense.date", limitMessages.dateRange);
    expectRefused(await post(addMonths(today, -13), true), "expense.date", limitMessages.scheduleStartTooOld);
    expectRefused(await post("9999-12-31", false), "expense.date", limitMessages.dateRange);
    expect([await rowsOf(expenses), await rowsOf(expenseSchedules)]).toEqual([expensesBefore, schedulesBefore]);
    // A year back to the day is the oldest start: its occurrences, a year of them, are made at once.
    const yearBack = await post(addMonths(today, -12), true);
    expect(yearBack.response.statusCode, yearBack.envelope.message).toBe(200);
  });

  it("refuses a quote valid until 1900", async () => {
    const before = await rowsOf(quotes);
    expectRefused(await postQuote(app, owner, { ...washSale(), validUntil: "1900-01-01" }), "validUntil", limitMessages.dateRange);
    expect(await rowsOf(quotes)).toBe(before);
  });
});

describe("query strings are plain data", () => {
  it("finds no product for the categories __proto__, constructor and toString, instead of failing", async () => {
    for (const name of ["__proto__", "constructor", "toString"]) {
      const { response, envelope } = await call(app, "GET", `/api/search/product?categories=${name}`, { token: owner });
      expect(response.statusCode, name).toBe(200);
      expect(envelope.body).toMatchObject({ results: [] });
    }
  });
});
