import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  DiscountType,
  ItemKind,
  PaymentMethod,
  ReportRole,
  VoidOrRefund,
  type Dashboard,
  type GeneralReport,
  type CashierReport,
  type CustomersReport,
  type ExpensesReport,
  type MonthlyReport,
  type PaymentsReport,
  type PnlReport,
  type PurchasesReport,
  type Sale,
  type SalesReport,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { customers, products, sales, summaryCustomers, summaryDays, users, vendors } from "../../platform/db/schema";
import { createSale, insertProduct, nyExclusiveTax, postRefund } from "../sales/sale-fixtures";
import { addCategory, expenseDraft, postExpense } from "../expenses/expense-fixtures";
import { dayEndOfDate, insertRegister, openRegister } from "../registers/register-fixtures";

/**
 * One business day worked by hand (Monday 1 June 2026, New York), every report's figures written
 * out below:
 *   A  Full wash $25.00 + 2 × Wax $10.00 at 10 % off with 8.875 % tax: wax net 2 × 9.00 = 18.00,
 *      tax 2 × 0.80 (0.79875 rounded) = 1.60, so 25.00 + 19.60 = $44.60; card, $5.00 tip. Sedan.
 *   B  Full wash $25.00 in cash into the Bay lane drawer; $10.00 of it refunded in cash from the drawer.
 *   C  Full wash $25.00 by card, then voided ($25.00 back).
 *   D  One Wax $10.00 + 0.89 tax (0.8875 rounded) = $10.89, left unpaid.
 *   E  Full wash $25.00 by card, then deleted (its payment stays: the money came in).
 *   A $15.00 cash expense out of that drawer, a $50.00 purchase paid by check. Wax costs the shop $4.00.
 */
// Starts on 1 March for two earlier visits (Kim on 1 March, Lee on 1 April), then moves to the day.
const clock = manualClock(new Date("2026-03-01T15:00:00Z"));
const DAY = "2026-06-01";
let app: TestApp;
let owner: string;
let ownerId: string;
let cashier: string;
let sessionId: string;
let washId: string;
let waxId: string;

const get = async <T>(token: string, url: string) => {
  const { response, envelope } = await call(app, "GET", url, { token });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as T;
};
const period = `from=${DAY}&to=${DAY}`;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const ownerEmail = await addUser(app, "Owner");
  owner = await signIn(app, ownerEmail);
  ownerId = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail)))[0]!.id;
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Full wash", category: "Washes", price: 2_500 })).id;
  const [dana, lee, kim] = await app.db
    .insert(customers)
    .values([
      { name: "Dana Reyes", phone: "5550101001", isVip: true },
      { name: "Lee Park", phone: "5550101002" },
      { name: "Kim Ode", phone: "5550101003" },
    ])
    .returning();
  const earlier = (customerId: string) => ({
    lines: [{ productId: washId, quantity: 1 }],
    customerId,
    expectedAmount: 2_500,
    payments: [{ method: PaymentMethod.CreditCard, amount: 2_500 }],
  });
  await createSale(app, owner, earlier(kim!.id));
  clock.advance(31 * 24 * 3_600_000);
  owner = await signIn(app, ownerEmail);
  await createSale(app, owner, earlier(lee!.id));
  clock.advance(61 * 24 * 3_600_000);
  owner = await signIn(app, ownerEmail);
  cashier = await signIn(app, await addUser(app, "Cashier"));
  waxId = (await insertProduct(app, { kind: ItemKind.Standard, name: "Wax", category: "Care", price: 1_000, cost: 400, stock: 100, ...nyExclusiveTax })).id;
  sessionId = (await openRegister(app, owner, (await insertRegister(app, "Bay lane")).id, 10_000)).id;

  const wash = { productId: washId, quantity: 1 };
  const card = (amount: number, tip = 0) => ({ method: PaymentMethod.CreditCard, amount, tip });
  await createSale(app, owner, {
    lines: [wash, { productId: waxId, quantity: 2, discount: { type: DiscountType.Percentage, rate: 10_000 } }],
    vehicleType: "Sedan",
    customerId: dana!.id,
    expectedAmount: 4_460,
    payments: [card(4_460, 500)],
  });
  const b = await createSale(app, owner, {
    lines: [wash],
    customerId: lee!.id,
    expectedAmount: 2_500,
    registerSessionId: sessionId,
    payments: [{ method: PaymentMethod.Cash, amount: 2_500 }],
  });
  expect(
    (
      await postRefund(app, owner, b.id, {
        kind: VoidOrRefund.REFUND,
        reason: "Spots",
        amount: 1_000,
        method: PaymentMethod.Cash,
        registerSessionId: sessionId,
      })
    ).response.statusCode,
  ).toBe(200);
  const c = await createSale(app, owner, { lines: [wash], expectedAmount: 2_500, payments: [card(2_500)] });
  expect((await postRefund(app, owner, c.id, { kind: VoidOrRefund.VOID, reason: "Rang up twice" })).response.statusCode).toBe(200);
  await createSale(app, owner, { lines: [{ productId: waxId, quantity: 1 }], expectedAmount: 1_089, payments: [] });
  const e: Sale = await createSale(app, owner, { lines: [wash], expectedAmount: 2_500, payments: [card(2_500)] });
  expect((await call(app, "DELETE", `/api/sales/${e.id}`, { token: owner, body: { reason: "Test ticket" } })).response.statusCode).toBe(200);

  const supplies = await addCategory(app, owner, "Supplies");
  await postExpense(app, owner, expenseDraft(supplies, { date: DAY, amount: 1_500, paidBy: PaymentMethod.Cash, registerSessionId: sessionId }));
  const [vendor] = await app.db.insert(vendors).values({ company: "Suds Supply", phone: "5550100200" }).returning();
  const purchase = await call(app, "POST", "/api/purchases", {
    token: owner,
    body: { purchase: { date: `${DAY} 10:00:00`, vendor: vendor!.id, paidBy: "Check", amount: 5_000 } },
  });
  expect(purchase.response.statusCode, purchase.envelope.message).toBe(200);
});
afterAll(() => app.close());

describe("GET /api/reports/general", () => {
  it("adds up the worked day", async () => {
    const report = await get<GeneralReport>(owner, `/api/reports/general?${period}`);
    expect(report.sales).toEqual({
      saleCount: 4,
      // A and B: C was voided, D is unpaid, E deleted.
      carCount: 2,
      gross: 4_500 + 2_500 + 2_500 + 1_000,
      discount: 200,
      subTotal: 4_300 + 2_500 + 2_500 + 1_000,
      tax: 160 + 89,
      amount: 4_460 + 2_500 + 2_500 + 1_089,
      refunds: 1_000,
      voids: 2_500,
      net: 10_549 - 1_000 - 2_500,
      // 7,049 / 2 = 3,524.5, half away from zero.
      averageTicket: 3_525,
      tips: 500,
      unpaid: { count: 1, amount: 1_089, due: 1_089 },
    });
    expect(report.payments).toEqual([
      { method: PaymentMethod.Cash, count: 1, amount: 2_500, tip: 0 },
      { method: PaymentMethod.CreditCard, count: 3, amount: 4_460 + 2_500 + 2_500, tip: 500 },
    ]);
    expect(report.paymentsTotal).toBe(11_960);
    expect(report.refundsByMethod).toEqual([
      { method: PaymentMethod.Cash, count: 1, amount: 1_000 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 2_500 },
    ]);
    expect(report.expenses).toEqual({ count: 1, amount: 1_500 });
    expect(report.purchases).toEqual({ count: 1, amount: 5_000 });
    // In 11,960 + 500 tips; back 3,500; out 1,500 + 5,000.
    expect(report.netCashFlow).toBe(2_460);
  });

  it("agrees with the day-end report of the same day", async () => {
    const general = await get<GeneralReport>(owner, `/api/reports/general?${period}`);
    const dayEnd = await dayEndOfDate(app, owner, DAY);
    expect(general.sales.amount).toBe(dayEnd.sales.amount);
    expect(general.sales.net).toBe(dayEnd.sales.netAmount);
    expect(general.sales.saleCount).toBe(dayEnd.sales.count);
    expect(general.sales.unpaid).toEqual(dayEnd.sales.unpaid);
    expect(general.sales.tips).toBe(dayEnd.tips);
    expect(general.payments).toEqual(dayEnd.payments);
    expect(general.sales.refunds).toBe(dayEnd.refunds.amount);
    expect(general.sales.voids).toBe(dayEnd.voids.amount);
  });

  it("counts nothing on a day without sales, and refuses a period back to front", async () => {
    const empty = await get<GeneralReport>(owner, `/api/reports/general?from=2026-05-01&to=2026-05-31`);
    expect(empty.sales.saleCount).toBe(0);
    expect(empty.sales.averageTicket).toBeNull();
    const { response, envelope } = await call(app, "GET", `/api/reports/general?from=2026-06-02&to=2026-06-01`, { token: owner });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("The start date must not be after the end date.");
  });

  it("is not for a cashier", async () => {
    const { response } = await call(app, "GET", `/api/reports/general?${period}`, { token: cashier });
    expect(response.statusCode).toBe(403);
  });
});

describe("GET /api/reports/sales", () => {
  it("splits the day by product, category, vehicle type and package", async () => {
    const report = await get<SalesReport>(owner, `/api/reports/sales?${period}`);
    expect(report.byProduct).toEqual([
      {
        productId: washId,
        name: "Full wash",
        category: "Washes",
        kind: ItemKind.Service,
        saleCount: 3,
        carCount: 2,
        quantity: 3,
        gross: 7_500,
        discount: 0,
        net: 7_500,
      },
      {
        productId: waxId,
        name: "Wax",
        category: "Care",
        kind: ItemKind.Standard,
        saleCount: 2,
        carCount: 0,
        quantity: 3,
        gross: 3_000,
        discount: 200,
        net: 2_800,
      },
    ]);
    expect(report.byCategory).toEqual([
      { category: "Washes", quantity: 3, gross: 7_500, discount: 0, net: 7_500 },
      { category: "Care", quantity: 3, gross: 3_000, discount: 200, net: 2_800 },
    ]);
    expect(report.carsByPackage).toEqual([{ productId: washId, name: "Full wash", reportRole: ReportRole.None, carCount: 2 }]);
    expect(report.byVehicleType).toEqual([
      { vehicleType: "", saleCount: 3, carCount: 1, amount: 2_500 + 2_500 + 1_089 },
      { vehicleType: "Sedan", saleCount: 1, carCount: 1, amount: 4_460 },
    ]);
    expect(report.byDay).toEqual([{ date: DAY, saleCount: 4, carCount: 2, amount: 10_549, net: 7_049 }]);
    // The hour the sales were rung up, on the shop's clock (the database stamps them as they are written).
    const createdAt = (await app.db.select({ createdAt: sales.createdAt }).from(sales).limit(1))[0]!.createdAt;
    const hour = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(createdAt));
    expect(report.byHour).toEqual([{ hour, saleCount: 4, amount: 10_549 }]);
    expect(report.byCashier).toEqual([{ cashierId: ownerId, name: expect.any(String), saleCount: 4, amount: 10_549, discount: 200 }]);
    expect(report.totals.net).toBe(7_049);
    // The wash had no report role when A and B were sold: two cars, no package, no add-on.
    expect(report.packages).toEqual({ carCount: 2, packageCarCount: 0, premiumCarCount: 0, addOnCount: 0, premiumShare: null, addOnsPerCar: 0 });
  });
});

describe("GET /api/reports/payments", () => {
  it("lists money in and out by method, origin and day, and tips by who took them", async () => {
    const report = await get<PaymentsReport>(owner, `/api/reports/payments?${period}`);
    expect(report.byOrigin).toEqual([{ origin: null, count: 4, amount: 11_960, tip: 500 }]);
    expect(report.byDay).toEqual([{ date: DAY, amount: 11_960, tip: 500, refunds: 3_500 }]);
    expect(report.refundsByMethod).toEqual([
      { method: PaymentMethod.Cash, count: 1, amount: 1_000, voids: 0 },
      { method: PaymentMethod.CreditCard, count: 0, amount: 0, voids: 2_500 },
    ]);
    expect(report.tipsByStaff).toEqual([{ staffId: ownerId, name: expect.any(String), tip: 500 }]);
    expect(report.total).toEqual({ count: 4, amount: 11_960, tip: 500, refunds: 1_000, voids: 2_500 });
  });
});

describe("GET /api/dashboard", () => {
  it("shows the owner today against last Monday, the month and twelve months", async () => {
    const board = await get<Dashboard>(owner, "/api/dashboard");
    expect(board.today).toBe(DAY);
    expect(board.daily).toMatchObject({
      compareWith: "2026-05-25",
      net: { current: 7_049, previous: 0 },
      carCount: { current: 2, previous: 0 },
      averageTicket: { current: 3_525, previous: null },
      tips: { current: 500, previous: 0 },
    });
    // 100.00 float + 25.00 cash − 10.00 refunded − 15.00 paid out.
    expect(board.daily!.registers).toEqual([expect.objectContaining({ sessionId, name: "Bay lane", expectedCash: 10_000 })]);
    expect(board.monthly).toMatchObject({
      current: { from: DAY, to: DAY },
      previous: { from: "2026-05-01", to: "2026-05-01" },
      net: { current: 7_049, previous: 0 },
    });
    expect(board.monthly!.topServices).toEqual([{ productId: washId, name: "Full wash", quantity: 3, net: 7_500 }]);
    expect(board.overview!.months).toHaveLength(12);
    // June: 7,049 net, 1,500 expenses, 5,000 purchases.
    expect(board.overview!.months.at(-1)).toEqual({ from: DAY, to: DAY, net: 7_049, expenses: 1_500, purchases: 5_000, profit: 549 });
  });

  it("gives a cashier only today, and every figure of it equal to the owner's", async () => {
    const board = await get<Dashboard>(cashier, "/api/dashboard");
    expect(board.monthly).toBeNull();
    expect(board.overview).toBeNull();
    const owners = await get<Dashboard>(owner, "/api/dashboard");
    expect(board.daily).toEqual(owners.daily);
  });
});

describe("GET /api/reports/pnl", () => {
  it("takes tax out of revenue and the cost of the wax kept out of the margin", async () => {
    expect(await get<PnlReport>(owner, `/api/reports/pnl?${period}`)).toEqual({
      period: { from: DAY, to: DAY },
      netSales: 7_049,
      tax: 249,
      revenue: 6_800,
      // Three waxes left with customers (two on A, one on unpaid D) at $4.00.
      costOfGoods: 1_200,
      grossMargin: 5_600,
      expensesByCategory: [{ categoryId: expect.any(String), name: "Supplies", amount: 1_500 }],
      expenses: 1_500,
      labor: null,
      netProfit: 4_100,
      purchases: 5_000,
    });
  });
});

describe("GET /api/reports/cashier", () => {
  it("gives each person's sales, what they gave back and their drawer", async () => {
    const report = await get<CashierReport>(owner, `/api/reports/cashier?${period}`);
    expect(report.cashiers).toEqual([
      {
        userId: ownerId,
        name: expect.any(String),
        saleCount: 4,
        amount: 10_549,
        discount: 200,
        voidCount: 1,
        voids: 2_500,
        refundCount: 1,
        refunds: 1_000,
        sessionCount: 1,
        // Still open: nothing counted yet.
        overShort: null,
        dropCount: 0,
        drops: 0,
      },
    ]);
  });
});

describe("GET /api/reports/monthly", () => {
  it("lays twelve months side by side, June against an empty June before", async () => {
    const report = await get<MonthlyReport>(owner, `/api/reports/monthly?to=${DAY}`);
    expect(report.months.map((m) => m.month)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(report.months.at(-1)).toEqual({
      month: "2026-06",
      from: DAY,
      to: DAY,
      current: { saleCount: 4, carCount: 2, net: 7_049, averageTicket: 3_525, expenses: 1_500, purchases: 5_000, profit: 549 },
      yearBefore: { saleCount: 0, carCount: 0, net: 0, averageTicket: null, expenses: 0, purchases: 0, profit: 0 },
    });
  });
});

describe("GET /api/reports/expenses and /api/reports/purchases", () => {
  it("split money out by category, month, method and vendor", async () => {
    const expenses = await get<ExpensesReport>(owner, `/api/reports/expenses?${period}`);
    expect(expenses).toEqual({
      period: { from: DAY, to: DAY },
      total: { count: 1, amount: 1_500 },
      byCategory: [{ categoryId: expect.any(String), name: "Supplies", count: 1, amount: 1_500 }],
      byMonth: [{ month: "2026-06", count: 1, amount: 1_500 }],
      byMethod: [{ method: PaymentMethod.Cash, count: 1, amount: 1_500 }],
      scheduled: { count: 0, amount: 0 },
      oneOff: { count: 1, amount: 1_500 },
    });
    const purchases = await get<PurchasesReport>(owner, `/api/reports/purchases?${period}`);
    expect(purchases).toEqual({
      period: { from: DAY, to: DAY },
      total: { count: 1, amount: 5_000 },
      byVendor: [{ vendorId: expect.any(String), name: "Suds Supply", count: 1, amount: 5_000 }],
      byProduct: [],
      byMonth: [{ month: "2026-06", count: 1, amount: 5_000 }],
      byPaidBy: [{ paidBy: "Check", count: 1, amount: 5_000 }],
    });
  });
});

describe("GET /api/reports/customers", () => {
  it("tells new from returning customers, ranks them by spend and lists those not seen", async () => {
    const report = await get<CustomersReport>(owner, `/api/reports/customers?${period}&notSeenDays=60`);
    expect(report).toMatchObject({ visits: 2, walkIns: 2, newCustomers: 1, returningCustomers: 1 });
    expect(report.topCustomers).toEqual([
      { customerId: expect.any(String), name: "Dana Reyes", isVip: true, visits: 1, spend: 4_460, lifetimeSpend: 4_460, lastVisit: DAY },
      // $25.00 less the $10.00 refunded; with April's $25.00 wash, $40.00 in all.
      { customerId: expect.any(String), name: "Lee Park", isVip: false, visits: 1, spend: 1_500, lifetimeSpend: 4_000, lastVisit: DAY },
    ]);
    expect(report.vips).toEqual({ count: 1, visits: 1, spend: 4_460 });
    expect(report.notSeen).toEqual({
      days: 60,
      count: 1,
      customers: [{ customerId: expect.any(String), name: "Kim Ode", isVip: false, visits: 1, lifetimeSpend: 2_500, lastVisit: "2026-03-01" }],
    });
  });

  it("leaves a deleted customer out of those not seen, in the count as in the list", async () => {
    const kim = eq(customers.name, "Kim Ode");
    await app.db.update(customers).set({ deletedAt: new Date() }).where(kim);
    try {
      const report = await get<CustomersReport>(owner, `/api/reports/customers?${period}&notSeenDays=60`);
      expect(report.notSeen).toEqual({ days: 60, count: 0, customers: [] });
    } finally {
      await app.db.update(customers).set({ deletedAt: null }).where(kim);
    }
  });

  it("keeps each customer's whole history in one row of the rollup", async () => {
    await get<CustomersReport>(owner, `/api/reports/customers?${period}&notSeenDays=60`);
    const rows = await app.db
      .select({
        name: customers.name,
        first: summaryCustomers.firstVisit,
        last: summaryCustomers.lastVisit,
        visits: summaryCustomers.visitCount,
        amount: summaryCustomers.amount,
        givenBack: summaryCustomers.givenBack,
      })
      .from(summaryCustomers)
      .innerJoin(customers, eq(customers.id, summaryCustomers.customerId))
      .orderBy(customers.name);
    expect(rows).toEqual([
      { name: "Dana Reyes", first: DAY, last: DAY, visits: 1, amount: 4_460, givenBack: 0 },
      { name: "Kim Ode", first: "2026-03-01", last: "2026-03-01", visits: 1, amount: 2_500, givenBack: 0 },
      // Two $25.00 washes, $10.00 of the second given back.
      { name: "Lee Park", first: "2026-04-01", last: DAY, visits: 2, amount: 5_000, givenBack: 1_000 },
    ]);
  });

  it("refuses a number of days out of range, in words", async () => {
    const { response, envelope } = await call(app, "GET", `/api/reports/customers?${period}&notSeenDays=0`, { token: owner });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Enter a number of days from 1 to 3650.");
  });
});

/**
 * Packages and add-ons, on the next day (Tuesday 2 June; last in this file, since it moves the clock).
 * The Full wash becomes a package now; Ultimate is premium, Tire shine an add-on, a detail neither:
 *   F  Full wash + 3 × Tire shine: a car with a package, 3 add-ons.
 *   G  Ultimate + 1 Tire shine: a car with a premium package, 1 add-on.
 *   H  Ultimate, voided: no car.
 *   I  Detail alone: a car without a package.
 *   J  Tire shine alone: a car (a service), without a package, 1 add-on.
 * Cars F G I J = 4; with a package F G = 2; premium G = 1: premium share 1 / 2 = 50 %;
 * add-ons 3 + 1 + 1 = 5 over 4 cars = 1.25.
 */
describe("GET /api/reports/sales: packages and add-ons", () => {
  it("counts packages, premium packages and add-ons on cars, with the roles they were sold with", async () => {
    clock.advance(24 * 3_600_000);
    const ownerEmail = (await app.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId)))[0]?.email ?? "";
    const token = await signIn(app, ownerEmail);
    await app.db.update(products).set({ reportRole: ReportRole.Package }).where(eq(products.id, washId));
    const service = (name: string, price: number, reportRole: ReportRole) => insertProduct(app, { kind: ItemKind.Service, name, price, reportRole });
    const ultimate = (await service("Ultimate wash", 3_500, ReportRole.PremiumPackage)).id;
    const shine = (await service("Tire shine", 400, ReportRole.AddOn)).id;
    const detail = (await service("Interior detail", 15_000, ReportRole.None)).id;
    const sell = (lines: { productId: string; quantity: number }[], amount: number) =>
      createSale(app, token, { lines, expectedAmount: amount, payments: [{ method: PaymentMethod.CreditCard, amount }] });
    await sell(
      [
        { productId: washId, quantity: 1 },
        { productId: shine, quantity: 3 },
      ],
      3_700,
    );
    await sell(
      [
        { productId: ultimate, quantity: 1 },
        { productId: shine, quantity: 1 },
      ],
      3_900,
    );
    const h = await sell([{ productId: ultimate, quantity: 1 }], 3_500);
    expect((await postRefund(app, token, h.id, { kind: VoidOrRefund.VOID, reason: "Rang up twice" })).response.statusCode).toBe(200);
    await sell([{ productId: detail, quantity: 1 }], 15_000);
    await sell([{ productId: shine, quantity: 1 }], 400);

    const expected = { carCount: 4, packageCarCount: 2, premiumCarCount: 1, addOnCount: 5, premiumShare: 50_000, addOnsPerCar: 125 };
    const nextDay = "from=2026-06-02&to=2026-06-02";
    const report = await get<SalesReport>(token, `/api/reports/sales?${nextDay}`);
    expect(report.packages).toEqual(expected);
    // Packages first, then add-ons (J and F and G: 3 cars), then the rest.
    expect(report.carsByPackage.map((p) => [p.name, p.reportRole, p.carCount])).toEqual([
      ["Full wash", ReportRole.Package, 1],
      ["Ultimate wash", ReportRole.PremiumPackage, 1],
      ["Tire shine", ReportRole.AddOn, 3],
      ["Interior detail", ReportRole.None, 1],
    ]);

    // Re-labelled afterwards and the day summarised again: the day stays as it was reported.
    await app.db.update(products).set({ reportRole: ReportRole.None }).where(eq(products.id, ultimate));
    await app.db.update(products).set({ reportRole: ReportRole.Package }).where(eq(products.id, detail));
    await app.db.update(summaryDays).set({ computedVersion: 0 });
    const again = await get<SalesReport>(token, `/api/reports/sales?${nextDay}`);
    expect(again.packages).toEqual(expected);
    expect(again.carsByPackage).toEqual(report.carsByPackage);
    // Both days: 6 cars, 2 with a package, 5 add-ons: 0.833… → 0.83.
    expect((await get<SalesReport>(token, `/api/reports/sales?from=${DAY}&to=2026-06-02`)).packages).toEqual({
      carCount: 6,
      packageCarCount: 2,
      premiumCarCount: 1,
      addOnCount: 5,
      premiumShare: 50_000,
      addOnsPerCar: 83,
    });
  });
});
