import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  AccountStatus,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PaidBy,
  PaymentMethod,
  type AccountPaymentResult,
  type Customer,
  type HouseAccount,
  type Sale,
  type SalePage,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, groups, outbox, payments } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertProduct, postSale } from "../sales/sale-fixtures";
import { getSession, insertRegister, openRegister } from "../registers/register-fixtures";
import { getAccount, postAccountPayment, postCharge, postSaleCharge, putAccount } from "./house-account-fixtures";
import { sendMonthlyStatements } from "./statements.service";
import { setStripeKeys } from "../pay-by-link/pay-link-fixtures";

const DAY = 24 * 60 * 60 * 1000;
// Noon in New York on a Monday: the shop's default time zone.
let now = new Date("2026-06-01T16:00:00Z").getTime();
// Moving the clock rotates session tokens: everyone signs in again after each move.
const resign = async () => {
  owner = await signIn(app, "owner@shop.test");
  manager = await signIn(app, "manager@shop.test");
  cashier = await signIn(app, "cashier@shop.test");
};
const clock = {
  now: () => new Date(now),
  advance: async (ms: number) => {
    now += ms;
    await resign();
  },
  set: async (at: Date) => {
    now = at.getTime();
    await resign();
  },
};
let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let drawer: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 400 * DAY, sessionMaxMs: 400 * DAY } });
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  drawer = (await openRegister(app, owner, (await insertRegister(app, "Counter")).id, 10_000)).id;
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Fleet Wash", price: 1500 });
});
afterAll(() => app.close());

const jobDeps = () => ({ db: app.db, clock: clock.now, log: app.app.log, config: app.deps.config });

const washCart = (customerId: string, units = 1, extra: Record<string, unknown> = {}) => ({
  customerId,
  lines: [{ productId: wash.id, quantity: units }],
  expectedAmount: 1500 * units,
  registerSessionId: drawer,
  ...extra,
});

async function fleet(name: string, account: Parameters<typeof putAccount>[3] | null = {}): Promise<Customer> {
  const customer = await createCustomer(app, owner, { name, email: `${name.toLowerCase().replace(/\W+/g, "")}@fleet.test` });
  if (account) expect((await putAccount(app, manager, customer.id, account)).response.statusCode).toBe(200);
  return customer;
}

async function charge(customerId: string, units = 1): Promise<Sale> {
  const { response, envelope } = await postCharge(app, cashier, washCart(customerId, units));
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as Sale;
}

async function accountOf(customerId: string): Promise<HouseAccount> {
  const { response, envelope } = await getAccount(app, cashier, customerId);
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as HouseAccount;
}

describe("setting up an account", () => {
  it("needs customers.account: a cashier who edits profiles may not lend credit; a manager may, and the log says so", async () => {
    const customer = await fleet("Dealer One", null);
    const refused = await putAccount(app, cashier, customer.id);
    expect(refused.response.statusCode).toBe(403);
    const { response, envelope } = await putAccount(app, manager, customer.id, { creditLimit: 50_000, drivers: ["  Ann   Lee ", "Bo"] });
    expect(response.statusCode, envelope.message).toBe(200);
    const account = envelope.body as HouseAccount;
    expect(account.account).toMatchObject({ creditLimit: 50_000, status: AccountStatus.Active, drivers: ["Ann Lee", "Bo"] });
    expect(account).toMatchObject({ balance: 0, availableCredit: 50_000, invoices: [] });
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "houseAccount"), eq(activityLogs.entityId, customer.id)));
    expect(logged).toHaveLength(1);
  });

  it("answers a customer without an account with none, and refuses an unknown customer", async () => {
    const customer = await fleet("Walk In Regular", null);
    expect(await accountOf(customer.id)).toMatchObject({ account: null, balance: 0, availableCredit: 0 });
    const { response, envelope } = await getAccount(app, cashier, "00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(envelope.code).toBe("houseAccount.customerNotFound");
  });
});

describe("charging to an account", () => {
  it("completes the sale Paid by account with its invoice Due, nothing in the drawer", async () => {
    const customer = await fleet("Fleet Charge");
    const before = await getSession(app, owner, drawer);
    const sale = await charge(customer.id, 2);
    expect(sale).toMatchObject({ status: OrderStatus.Completed, invoiceStatus: InvoiceStatus.Due, paidBy: PaidBy.ByAccount, paidTotal: 0, amount: 3000 });
    expect((await getSession(app, owner, drawer)).cash.expectedCash).toBe(before.cash.expectedCash);
    const account = await accountOf(customer.id);
    expect(account).toMatchObject({ balance: 3000, availableCredit: 97_000 });
    expect(account.invoices).toEqual([expect.objectContaining({ saleId: sale.id, balance: 3000, bucket: "current", dueDate: "2026-07-01" })]);
  });

  it("refuses a customer without an account, in words, and stores nothing", async () => {
    const customer = await fleet("No Account", null);
    const { response, envelope } = await postCharge(app, cashier, washCart(customer.id));
    expect(response.statusCode).toBe(409);
    expect(envelope.code).toBe("houseAccount.noAccount");
    expect(envelope.message).toBe("This customer has no account: set one up on their profile before charging to it.");
    const list = await call(app, "GET", `/api/sales?customerId=${customer.id}`, { token: owner });
    expect((list.envelope.body as SalePage).total).toBe(0);
  });

  it("refuses a charge that takes the balance past the credit limit", async () => {
    const customer = await fleet("Small Limit", { creditLimit: 4000 });
    await charge(customer.id, 2);
    const { response, envelope } = await postCharge(app, cashier, washCart(customer.id));
    expect(response.statusCode).toBe(409);
    expect(envelope.code).toBe("houseAccount.overLimit");
    expect(envelope.message).toBe(
      "This charge of $15.00 would take the account to $45.00, over its credit limit of $40.00 ($10.00 available). Take another payment or ask a manager to raise the limit.",
    );
    // A payment taken first leaves less to charge: $10.00 fits.
    const split = await postCharge(app, cashier, washCart(customer.id, 1, { payments: [{ method: PaymentMethod.CreditCard, amount: 500 }] }));
    expect(split.response.statusCode, split.envelope.message).toBe(200);
    expect((await accountOf(customer.id)).balance).toBe(4000);
  });

  it("refuses a closed account, and a driver the account does not name", async () => {
    const closed = await fleet("Closed Fleet", { status: AccountStatus.Closed });
    expect((await postCharge(app, cashier, washCart(closed.id))).envelope.code).toBe("houseAccount.closed");

    const named = await fleet("Named Drivers", { drivers: ["Ann Lee"] });
    expect((await postCharge(app, cashier, washCart(named.id))).envelope.code).toBe("houseAccount.driverRequired");
    const stranger = await postCharge(app, cashier, washCart(named.id, 1, { driverName: "Max" }));
    expect(stranger.response.statusCode).toBe(403);
    expect(stranger.envelope.message).toBe("Max is not one of the drivers allowed to charge to this account.");
    const allowed = await postCharge(app, cashier, washCart(named.id, 1, { driverName: "ann  lee", reference: "PO-7" }));
    expect(allowed.response.statusCode, allowed.envelope.message).toBe(200);
    expect((await accountOf(named.id)).invoices[0]).toMatchObject({ driverName: "Ann Lee", reference: "PO-7" });
  });

  it("is idempotent: the same key rings up one sale and answers it again", async () => {
    const customer = await fleet("Repeat Fleet");
    const first = await postCharge(app, cashier, washCart(customer.id), "charge-once");
    const again = await postCharge(app, cashier, washCart(customer.id), "charge-once");
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect((again.envelope.body as Sale).id).toBe((first.envelope.body as Sale).id);
    expect((await accountOf(customer.id)).balance).toBe(1500);
  });

  it("charges a pending sale's balance from the sale page, checked against the balance shown", async () => {
    const customer = await fleet("Pending Fleet");
    const pending = (await postSale(app, owner, { ...washCart(customer.id), payments: [{ method: PaymentMethod.Check, amount: 400 }] })).envelope.body as Sale;
    expect(pending.status).toBe(OrderStatus.Pending);
    const stale = await postSaleCharge(app, owner, pending.id, { expectedBalance: 1500 });
    expect(stale.envelope.code).toBe("houseAccount.balanceChanged");
    const { response, envelope } = await postSaleCharge(app, owner, pending.id, { expectedBalance: 1100 }, "sale-charge");
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.body).toMatchObject({ status: OrderStatus.Completed, paidBy: PaidBy.ByAccount, invoiceStatus: InvoiceStatus.Due });
    expect((await postSaleCharge(app, owner, pending.id, { expectedBalance: 1100 }, "sale-charge")).response.headers["idempotent-replayed"]).toBe("true");
    expect((await postSaleCharge(app, owner, pending.id, { expectedBalance: 1100 })).envelope.code).toBe("houseAccount.saleNotPending");
    expect((await accountOf(customer.id)).balance).toBe(1100);
  });
});

describe("payments on account", () => {
  it("settles three open invoices oldest first, to the cent: the last reached partly paid; cash into the drawer", async () => {
    const customer = await fleet("Three Invoices");
    const oldest = await charge(customer.id, 1); // $15.00
    await clock.advance(3 * DAY);
    const middle = await charge(customer.id, 2); // $30.00
    await clock.advance(3 * DAY);
    const newest = await charge(customer.id, 3); // $45.00
    const before = await getSession(app, owner, drawer);

    const { response, envelope } = await postAccountPayment(app, cashier, customer.id, {
      method: PaymentMethod.Cash,
      amount: 5_001,
      registerSessionId: drawer,
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const result = envelope.body as AccountPaymentResult;
    expect(result.allocations.map((a) => [a.saleId, a.amount, a.settled])).toEqual([
      [oldest.id, 1500, true],
      [middle.id, 3000, true],
      [newest.id, 501, false],
    ]);
    expect(result.account.balance).toBe(9000 - 5001);
    expect(result.account.invoices).toEqual([expect.objectContaining({ saleId: newest.id, paid: 501, balance: 3999, invoiceStatus: InvoiceStatus.Partial })]);
    expect((await getSession(app, owner, drawer)).cash.expectedCash).toBe(before.cash.expectedCash! + 5001);
    const settled = (await call(app, "GET", `/api/sales/${oldest.id}`, { token: owner })).envelope.body as Sale;
    expect(settled).toMatchObject({ invoiceStatus: InvoiceStatus.Paid, paidTotal: 1500, paidBy: PaidBy.ByAccount });
    const rows = await app.db.select().from(payments).where(eq(payments.accountPaymentId, result.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(5001);
  });

  it("is idempotent, refuses more than is owed, and cash without a drawer", async () => {
    const customer = await fleet("Pays Twice");
    await charge(customer.id, 1);
    const body = { method: PaymentMethod.Check, amount: 1000, reference: "Check 1042" };
    const first = await postAccountPayment(app, cashier, customer.id, body, "pay-once");
    const again = await postAccountPayment(app, cashier, customer.id, body, "pay-once");
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect((again.envelope.body as AccountPaymentResult).id).toBe((first.envelope.body as AccountPaymentResult).id);
    expect((await accountOf(customer.id)).balance).toBe(500);
    const over = await postAccountPayment(app, cashier, customer.id, { method: PaymentMethod.Check, amount: 501 });
    expect(over.envelope.code).toBe("houseAccount.paymentOverBalance");
    expect(over.envelope.message).toBe("A payment of $5.01 is more than the $5.00 owed on the account.");
    const noDrawer = await postAccountPayment(app, cashier, customer.id, { method: PaymentMethod.Cash, amount: 500 });
    expect(noDrawer.envelope.code).toBe("sale.cashNeedsDrawer");
  });

  it("needs the right to take payments", async () => {
    const customer = await fleet("Rights Fleet");
    await charge(customer.id, 1);
    // A group that reads customers and nothing else: it sees the account, takes no money, sends nothing.
    await app.db.insert(groups).values({ name: "Viewer", isDev: false, isOwner: false, permission: { customers: { list: true } } });
    const viewer = await signIn(app, await addUser(app, "Viewer"));
    expect((await getAccount(app, viewer, customer.id)).response.statusCode).toBe(200);
    expect((await postAccountPayment(app, viewer, customer.id, { method: PaymentMethod.Check, amount: 100 })).response.statusCode).toBe(403);
    expect((await postCharge(app, viewer, washCart(customer.id))).response.statusCode).toBe(403);
    expect((await call(app, "POST", `/api/customers/${customer.id}/account/statement`, { token: viewer })).response.statusCode).toBe(403);
    expect((await accountOf(customer.id)).balance).toBe(1500);
    expect((await call(app, "GET", `/api/customers/${customer.id}/account`)).response.statusCode).toBe(401);
  });
});

describe("the sales list", () => {
  it("filters by Paid by and by invoice status", async () => {
    const customer = await fleet("Filter Fleet");
    const charged = await charge(customer.id, 1);
    await postSale(app, owner, { ...washCart(customer.id), payments: [{ method: PaymentMethod.CreditCard, amount: 1500 }] });
    const byAccount = (await call(app, "GET", `/api/sales?customerId=${customer.id}&paidBy=${PaidBy.ByAccount}&from=2000-01-01`, { token: owner })).envelope
      .body as SalePage;
    expect(byAccount.items.map((s) => s.id)).toEqual([charged.id]);
    const due = (await call(app, "GET", `/api/sales?customerId=${customer.id}&invoiceStatus=${InvoiceStatus.Due}&from=2000-01-01`, { token: owner })).envelope
      .body as SalePage;
    expect(due.items.map((s) => s.id)).toEqual([charged.id]);
    const byCash = (await call(app, "GET", `/api/sales?customerId=${customer.id}&paidBy=${PaidBy.ByCash}&from=2000-01-01`, { token: owner })).envelope
      .body as SalePage;
    expect(byCash.items).toHaveLength(1);
    expect(byCash.items[0]!.paidBy).toBe(PaidBy.ByCash);
  });
});

describe("statements", () => {
  it("lists the open invoices with their aging and the balance, through the outbox", async () => {
    await clock.set(new Date("2026-02-10T16:00:00Z"));
    const customer = await fleet("Aging Fleet", { creditLimit: 1_000_000 });
    await charge(customer.id, 1); // 2026-02-10: 95 days before 2026-05-16
    await clock.set(new Date("2026-03-12T16:00:00Z"));
    await charge(customer.id, 2); // 65 days
    await clock.set(new Date("2026-04-11T16:00:00Z"));
    await charge(customer.id, 3); // 35 days
    await clock.set(new Date("2026-05-11T16:00:00Z"));
    await charge(customer.id, 4); // 5 days
    await clock.set(new Date("2026-05-16T16:00:00Z"));
    const account = await accountOf(customer.id);
    expect(account.aging).toEqual({ current: 6000, days30: 4500, days60: 3000, days90: 1500 });
    expect(account.balance).toBe(15_000);

    const { response, envelope } = await call(app, "POST", `/api/customers/${customer.id}/account/statement`, { token: cashier });
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.body).toEqual({ recipient: "agingfleet@fleet.test", balance: 15_000 });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "houseAccount"), eq(outbox.entityId, customer.id)));
    expect(mail!.subject).toContain("balance $150.00");
    expect(mail!.body).toContain("Balance due: $150.00");
    expect(mail!.body).toContain("Current: $60.00");
    expect(mail!.body).toContain("30 days: $45.00");
    expect(mail!.body).toContain("60 days: $30.00");
    expect(mail!.body).toContain("90+ days: $15.00");
    expect(mail!.body).not.toContain("Pay online");
  });

  it("goes out monthly on the first of the month in the shop's time zone, once per month", async () => {
    // 03:00 UTC on June 1st is still May 31st in New York: nothing yet.
    // No one signs in again: the job calls no route.
    now = new Date("2026-06-01T03:00:00Z").getTime();
    expect(await sendMonthlyStatements(jobDeps())).toBe(0);
    now = new Date("2026-06-01T14:00:00Z").getTime();
    const sent = await sendMonthlyStatements(jobDeps());
    expect(sent).toBeGreaterThan(0);
    expect(await sendMonthlyStatements(jobDeps())).toBe(0);
  });

  it("carries the account's link to pay online once the shop takes card payments, on the monthly run too", async () => {
    await clock.set(new Date("2026-06-20T16:00:00Z"));
    const customer = await fleet("Online Fleet");
    await charge(customer.id, 2);
    await setStripeKeys(app, owner);
    now = new Date("2026-07-01T14:00:00Z").getTime();
    // The monthly run has no request to take the shop's address from: PUBLIC_URL gives it.
    expect(await sendMonthlyStatements({ ...jobDeps(), config: { ...app.deps.config, publicUrl: "https://wash.example" } })).toBeGreaterThan(0);
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "houseAccount"), eq(outbox.entityId, customer.id)));
    expect(mail!.body).toContain("Balance due: $30.00");
    expect(mail!.body).toMatch(/\nPay online: https:\/\/wash\.example\/pay\/account\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n/);
  });
});
