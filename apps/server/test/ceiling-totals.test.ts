import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import {
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  PaymentMethod,
  textLimits,
  type Customer,
  type CustomerPage,
  type DayEndReport,
  type ExpenseDashboard,
  type ExpensePage,
  type ProductPage,
  type PurchasePage,
  type QuotePage,
  type RegisterSession,
  type RegisterSessionPage,
  type SalePage,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "./test-app";
import { createSale } from "../src/features/sales/sale-fixtures";
import { createCustomer, sedan } from "../src/features/customers/customer-fixtures";
import { addCategory, expenseDraft, postExpense } from "../src/features/expenses/expense-fixtures";
import { createProduct, serviceInput } from "../src/features/products/product-fixtures";
import { insertProduct as insertStockedProduct, purchaseInput } from "../src/features/purchases/purchase-fixtures";
import { createQuote } from "../src/features/quotes/quote-fixtures";
import { addDrop, insertRegister, openRegister } from "../src/features/registers/register-fixtures";
import { createVendor, vendorInput } from "../src/features/vendors/vendor-fixtures";

// Every value at its ceiling, several rows of each, and then every list, report and dashboard:
// each answers 200 with totals exact to the cent (before the ceilings, one tip of 2^53 − 1 cents
// made them answer 500 for everybody).

const MAX = MAX_MONEY_CENTS;
const longest = (kind: keyof typeof textLimits, letter = "a") => letter.repeat(textLimits[kind]);

let app: TestApp;
let owner: string;
let today: string;
let drawer: RegisterSession;
let customer: Customer;

async function get<T>(url: string): Promise<T> {
  const { response, envelope } = await call(app, "GET", url, { token: owner });
  expect(response.statusCode, `${url}: ${envelope.message}`).toBe(200);
  return envelope.body as T;
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  today = (await get<DayEndReport>("/api/reports/day-end")).date;
  drawer = await openRegister(app, owner, (await insertRegister(app, longest("label", "R"))).id, MAX);

  customer = await createCustomer(app, owner, {
    name: longest("name", "n"),
    address: longest("address"),
    city: longest("city"),
    note: longest("note"),
    vehicles: [{ ...sedan, make: longest("vehicle", "m"), tag: longest("plate", "T") }],
  });
  // A service at the highest price, and one at $100.00 sold by the highest quantity: $1,000,000.00 either way.
  const fleet = await createProduct(
    app,
    owner,
    serviceInput({ name: longest("name", "F"), code: longest("code", "C"), price: MAX, description: longest("note") }),
  );
  const hundred = await createProduct(app, owner, serviceInput({ name: "Hundred", price: 10_000 }));
  const maxLine = { productId: fleet.id, quantity: 1 };
  const maxQuantity = { productId: hundred.id, quantity: MAX_QUANTITY };
  const paid = (method: PaymentMethod) => [{ method, amount: MAX, tip: MAX, reference: longest("reference") }];

  // Four sales of $1,000,000.00: three paid with the highest tip (cash into the drawer, card, check), one left unpaid.
  await createSale(app, owner, {
    lines: [maxLine],
    expectedAmount: MAX,
    notes: longest("note"),
    payments: paid(PaymentMethod.Cash),
    registerSessionId: drawer.id,
  });
  await createSale(app, owner, {
    customerId: customer.id,
    vehicleId: customer.vehicles[0]!.id,
    lines: [maxLine],
    expectedAmount: MAX,
    payments: paid(PaymentMethod.CreditCard),
  });
  await createSale(app, owner, { lines: [maxQuantity], expectedAmount: MAX, payments: paid(PaymentMethod.Check), registerSessionId: drawer.id });
  await createSale(app, owner, { customerId: customer.id, lines: [maxLine], expectedAmount: MAX });
  await addDrop(app, owner, drawer.id, MAX);

  // Three expenses at the highest amount today, one of them cash out of the drawer.
  const category = await addCategory(app, owner, longest("label", "E"));
  const expense = (overrides: Parameters<typeof expenseDraft>[1]) =>
    postExpense(app, owner, expenseDraft(category, { date: today, amount: MAX, reference: longest("reference"), notes: longest("note"), ...overrides }));
  await expense({ paidBy: PaymentMethod.Cash, registerSessionId: drawer.id });
  await expense({ paidBy: PaymentMethod.Check });
  await expense({ paidBy: PaymentMethod.Debit });

  // Two purchases at the highest amount: one without lines, one of the highest quantity at $100.00.
  const vendor = await createVendor(app, owner, vendorInput({ company: longest("name", "V"), notes: longest("note") }));
  const towel = await insertStockedProduct(app);
  for (const purchase of [
    purchaseInput(vendor.id, { date: `${today} 09:00:00`, amount: MAX, paidBy: "Cash", notes: longest("note") }),
    purchaseInput(vendor.id, {
      date: `${today} 10:00:00`,
      amount: MAX,
      paidBy: "Check",
      products: [{ productId: towel.id, quantity: MAX_QUANTITY, price: 10_000 }],
    }),
  ]) {
    const { response, envelope } = await call(app, "POST", "/api/purchases", { token: owner, body: { purchase } });
    expect(response.statusCode, envelope.message).toBe(200);
  }

  await createQuote(app, owner, { customerId: customer.id, lines: [maxLine], expectedAmount: MAX, notes: longest("note"), validUntil: "2100-12-31" });
  await createQuote(app, owner, { lines: [maxQuantity], expectedAmount: MAX });
}, 120_000);
afterAll(() => app.close());

describe("with every value at its ceiling", () => {
  it("the sales list answers its totals exactly", async () => {
    const page = await get<SalePage>(`/api/sales?from=${today}&to=${today}&pageSize=200`);
    expect(page.items).toHaveLength(4);
    expect(page.totals).toMatchObject({ count: 4, amount: 4 * MAX, paidTotal: 3 * MAX, tipTotal: 3 * MAX, balance: MAX, net: 3 * MAX, discountTotal: 0 });
  });

  it("the day-end report answers its totals exactly", async () => {
    const report = await get<DayEndReport>(`/api/reports/day-end?date=${today}`);
    expect(report.sales).toMatchObject({ count: 4, amount: 4 * MAX, netAmount: 4 * MAX, unpaid: { count: 1, amount: MAX, due: MAX } });
    expect(report.paymentsTotal).toBe(3 * MAX);
    expect(report.tips).toBe(3 * MAX);
    expect(report.drops).toEqual({ count: 1, amount: MAX });
    expect(report.cashExpenses).toEqual({ count: 1, amount: MAX });
    // Opened with $1M, took $2M cash (amount and tip), dropped $1M, paid $1M out.
    expect(report.cash).toMatchObject({ openingCash: MAX, cashReceived: 2 * MAX, drops: MAX, cashPaidOut: MAX, expectedCash: MAX });
  });

  it("the register sessions answer their figures exactly", async () => {
    const page = await get<RegisterSessionPage>("/api/registers/sessions");
    const session = page.items.find((s) => s.id === drawer.id)!;
    expect(session).toMatchObject({ saleCount: 2, salesAmount: 2 * MAX, tips: 2 * MAX, dropCount: 1 });
    expect(session.cash).toMatchObject({ openingCash: MAX, cashReceived: 2 * MAX, drops: MAX, cashPaidOut: MAX, expectedCash: MAX });
    expect((await get<RegisterSession>(`/api/registers/sessions/${drawer.id}`)).salesAmount).toBe(2 * MAX);
  });

  it("the expenses list and the dashboard answer their totals exactly", async () => {
    const page = await get<ExpensePage>(`/api/expenses?from=${today}&to=${today}`);
    expect(page.total).toBe(3);
    expect(page.totalAmount).toBe(3 * MAX);
    const dashboard = await get<ExpenseDashboard>("/api/expenses/dashboard");
    expect(dashboard.thisMonth).toBe(3 * MAX);
    expect(dashboard.byCategory).toEqual([expect.objectContaining({ amount: 3 * MAX })]);
    expect(dashboard.byMonth.at(-1)).toEqual({ month: today.slice(0, 7), amount: 3 * MAX });
  });

  it("the purchases list answers its totals exactly", async () => {
    const page = await get<PurchasePage>(`/api/purchases?from=${today}&to=${today}`);
    expect(page.total).toBe(2);
    expect(page.totals).toEqual({ amount: 2 * MAX, byPaidBy: { Cash: MAX, Check: MAX } });
  });

  it("the quotes, customers and products lists answer", async () => {
    const quotes = await get<QuotePage>("/api/quotes");
    expect(quotes.items.map((q) => q.amount)).toEqual([MAX, MAX]);
    const customers = await get<CustomerPage>("/api/customers");
    expect(customers.items.map((c) => c.name)).toContain(customer.name);
    const products = await get<ProductPage>("/api/products?pageSize=200");
    expect(products.items.map((p) => p.price)).toContain(MAX);
    expect((await call(app, "GET", "/api/search/product?text=Hundred", { token: owner })).response.statusCode).toBe(200);
  });
});

/** The name of the CHECK constraint a statement broke (SQLSTATE 23514), from the error drizzle wraps. */
async function brokenCheck(statement: SQL): Promise<string | null> {
  try {
    await app.db.execute(statement);
  } catch (error) {
    const { code, constraint } = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    return code === "23514" ? (constraint ?? "") : `not a check: ${String(error)}`;
  }
  return null;
}

describe("the database keeps the same ceilings", () => {
  it.each([
    ["a tip over the larger of the sale's amount and $1,000.00", sql`update sales set tip_total = greatest(amount, 100000) + 1`, "sales_tip_total_range"],
    ["a payment over $1,000,000.00", sql`update payments set amount = ${MAX + 1}`, "payments_amount_range"],
    ["an expense over $1,000,000.00", sql`update expenses set amount = ${MAX + 1}`, "expenses_amount_range"],
    ["an expense dated 9999-12-31", sql`update expenses set date = '9999-12-31'`, "expenses_date_range"],
    ["a line of more than 10,000 units", sql`update sale_lines set quantity = ${MAX_QUANTITY + 1}`, "sale_lines_quantity_range"],
    [
      "a fixed discount above the product's price",
      sql`update products set discount_type = 2, discount_rate = price + 1 where price < ${MAX}`,
      "products_fixed_discount_within_price",
    ],
    ["a first name longer than 60 characters", sql`update users set first_name = repeat('x', 61)`, "users_first_name_length"],
  ])("refuses %s written past the API", async (_what, statement, constraint) => {
    expect(await brokenCheck(statement)).toBe(constraint);
  });
});
