import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ACCOUNT_CHECKOUT_KEY,
  ACCOUNT_LINK_DAYS,
  InvoiceStatus,
  PaymentMethod,
  PaymentOrigin,
  payLinkRefusals,
  type HouseAccount,
  type PaymentsReport,
  type PublicAccount,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import type { FakeStripe } from "../../../test/fake-stripe";
import { accountPayments, houseAccounts, payments, stripeEvents } from "../../platform/db/schema";
import { getAccount, postAccountPayment } from "../house-accounts/house-account-fixtures";
import { listenWithFakeStripe, pendingSale, SECRET_KEY, sendLink, setStripeKeys, tokenOf } from "./pay-link-fixtures";
import { accountLinkIn, accountOwing, accountTokenOf, statementBody } from "./account-link-fixtures";

// docs/product.md §4 Pay by link, for a house account: the statement's "Pay online" link, the
// public account page behind it, a Stripe Checkout Session for the balance, and the webhook that
// records a payment on account once.

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let stripe: FakeStripe;
let owner: string;
const clock = manualClock(new Date());

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  stripe = await listenWithFakeStripe(app);
  app.deps.config.stripeApiBase = stripe.baseUrl;
});
afterAll(async () => {
  await stripe.close();
  await app.close();
});

const getPage = (token: string) => call(app, "GET", `/api/public/accounts/${token}`, { clientToken: undefined });
const checkout = (token: string) => call(app, "POST", `/api/public/accounts/${token}/checkout`);
const accountOf = async (customerId: string) => (await getAccount(app, owner, customerId)).envelope.body as HouseAccount;
const paymentsOn = (customerId: string) => app.db.select().from(accountPayments).where(eq(accountPayments.customerId, customerId));

/** The account link a statement carries now. */
async function linkOf(customerId: string): Promise<string> {
  const link = accountLinkIn(await statementBody(app, owner, customerId));
  expect(link).not.toBeNull();
  return accountTokenOf(link!);
}

async function checkedOut(token: string) {
  const { response, envelope } = await checkout(token);
  expect(response.statusCode, envelope.message).toBe(200);
  return stripe.sessions.get((envelope.body as { url: string }).url.split("/c/pay/")[1]!)!;
}

describe("without a payment profile", () => {
  it("the statement has no Pay online line, since the customer could not pay", async () => {
    const { customer } = await accountOwing(app, owner, "Early Fleet", 1);
    const body = await statementBody(app, owner, customer.id);
    expect(body).toContain("Balance due: $15.00");
    expect(body).not.toContain("Pay online");
  });
});

describe("the statement's link and the public account page", () => {
  beforeAll(() => setStripeKeys(app, owner));

  it("the statement carries a signed link to the account page", async () => {
    const { customer } = await accountOwing(app, owner, "Link Fleet", 2);
    const link = accountLinkIn(await statementBody(app, owner, customer.id));
    expect(link).toMatch(/^http:\/\/[^/]+\/pay\/account\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("shows the shop, the open invoices and the balance without sign-in or staff data", async () => {
    const { customer, sales } = await accountOwing(app, owner, "Page Fleet", 2);
    const { response, envelope } = await getPage(await linkOf(customer.id));
    expect(response.statusCode, envelope.message).toBe(200);
    const page = envelope.body as PublicAccount;
    expect(page).toMatchObject({ customerName: "Page Fleet", balance: 3000, state: "open", payable: true });
    expect(page.invoices.map((invoice) => [invoice.number, invoice.balance])).toEqual(sales.map((sale) => [sale.number, 1500]));
    expect(page.shop.businessName).not.toBe("");
    expect(Object.keys(page).sort()).toEqual(["asOf", "balance", "customerName", "expiresAt", "invoices", "payable", "shop", "state"]);
    expect(Object.keys(page.invoices[0]!).sort()).toEqual(["amount", "balance", "dueDate", "invoiceDate", "number", "paid"]);
    for (const hidden of [customer.id, sales[0]!.id, sales[0]!.cashier.id, sales[0]!.cashier.name, "Owner Tester", "creditLimit", "driver"]) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it("says paid when nothing is owed, and opens no checkout", async () => {
    const { customer } = await accountOwing(app, owner, "Square Fleet", 1);
    const token = await linkOf(customer.id);
    const drawerPaid = await postAccountPayment(app, owner, customer.id, { method: PaymentMethod.Check, amount: 1500, reference: "chk 1" });
    expect(drawerPaid.response.statusCode, drawerPaid.envelope.message).toBe(200);
    expect((await getPage(token)).envelope.body).toMatchObject({ state: "paid", balance: 0, payable: false, invoices: [] });
    expect((await checkout(token)).envelope.code).toBe(payLinkRefusals.accountPaid.code);
  });

  it("refuses a token that was changed, cut, or made for a sale", async () => {
    const { customer } = await accountOwing(app, owner, "Tamper Fleet", 1);
    const token = await linkOf(customer.id);
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = `${payload.slice(0, -2)}${payload.endsWith("AA") ? "AB" : "AA"}.${signature}`;
    const sale = await pendingSale(app, owner, customer.id);
    const saleToken = tokenOf((await sendLink(app, owner, sale.id, { channel: "email" })).envelope.body as { url: string } as never);
    for (const bad of [flipped, `${payload}.${signature.slice(0, -1)}`, saleToken]) {
      const { response, envelope } = await getPage(bad);
      expect(response.statusCode).toBe(404);
      expect(envelope.code).toBe(payLinkRefusals.invalidAccountLink.code);
      expect((await checkout(bad)).response.statusCode).toBe(404);
    }
    // And an account token opens no sale's invoice.
    expect((await call(app, "GET", `/api/public/invoices/${token}`)).response.statusCode).toBe(404);
  });

  it("says plainly when the link expired, and opens no checkout", async () => {
    const { customer } = await accountOwing(app, owner, "Late Fleet", 1);
    const token = await linkOf(customer.id);
    clock.advance((ACCOUNT_LINK_DAYS + 1) * DAY);
    try {
      const { response, envelope } = await getPage(token);
      expect(response.statusCode).toBe(409);
      expect(envelope.message).toMatch(/expired/);
      expect((await checkout(token)).envelope.code).toBe(payLinkRefusals.accountExpired.code);
    } finally {
      clock.advance(-(ACCOUNT_LINK_DAYS + 1) * DAY);
    }
  });

  it("says what is needed when the shop's Stripe keys are gone, and opens no checkout", async () => {
    const { customer } = await accountOwing(app, owner, "Keyless Fleet", 1);
    const token = await linkOf(customer.id);
    await call(app, "PATCH", "/api/settings/payment-profile", { token: owner, body: { stripe: { secretKey: null } } });
    try {
      expect((await getPage(token)).envelope.body).toMatchObject({ state: "open", payable: false });
      expect((await checkout(token)).envelope.code).toBe(payLinkRefusals.cannotPayOnline.code);
    } finally {
      await setStripeKeys(app, owner);
    }
  });
});

describe("paying the account through Stripe Checkout", () => {
  beforeAll(() => setStripeKeys(app, owner));

  it("opens a Checkout Session for the balance in cents, marked as an account payment", async () => {
    const { customer } = await accountOwing(app, owner, "Session Fleet", 3);
    const token = await linkOf(customer.id);
    const session = await checkedOut(token);
    expect(session.amount_total).toBe(4500);
    expect(session.metadata).toEqual({ [ACCOUNT_CHECKOUT_KEY]: customer.id });
    expect(session.success_url).toContain(`/pay/account/${token}`);
    const sent = stripe.calls.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: `Bearer ${SECRET_KEY}` });
    expect(sent.form["line_items[0][price_data][unit_amount]"]).toBe("4500");
  });

  it("records a completed checkout once as a payment on account, Credit by link, spread over the invoices", async () => {
    const { customer, sales } = await accountOwing(app, owner, "Paying Fleet", 2);
    const token = await linkOf(customer.id);
    const session = await checkedOut(token);
    const { event, delivery } = await stripe.complete(session.id);
    expect(delivery.status).toBe(200);
    // A replayed delivery records nothing new.
    expect((await stripe.deliver(event)).status).toBe(200);
    const recorded = await paymentsOn(customer.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: PaymentMethod.Credit,
      origin: PaymentOrigin.PayByLink,
      amount: 3000,
      registerSessionId: null,
      reference: session.id,
    });
    // Recorded under whoever set up the account.
    const [account] = await app.db.select().from(houseAccounts).where(eq(houseAccounts.customerId, customer.id));
    expect(recorded[0]!.createdBy).toBe(account!.updatedBy);
    // Each invoice got its part as an ordinary payment of its sale, and is paid.
    const parts = await app.db.select().from(payments).where(eq(payments.accountPaymentId, recorded[0]!.id));
    expect(parts.map((p) => [p.saleId, p.amount, p.origin])).toEqual(expect.arrayContaining(sales.map((sale) => [sale.id, 1500, PaymentOrigin.PayByLink])));
    for (const sale of sales) {
      const read = (await call(app, "GET", `/api/sales/${sale.id}`, { token: owner })).envelope.body as { invoiceStatus: number };
      expect(read.invoiceStatus).toBe(InvoiceStatus.Paid);
    }
    expect(await accountOf(customer.id)).toMatchObject({ balance: 0, invoices: [] });
    expect((await getPage(token)).envelope.body).toMatchObject({ state: "paid", balance: 0 });
    expect(await app.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(1);
    // And the payments report counts it under its origin, as any payment by link.
    const day = sales[0]!.businessDate;
    const report = (await call(app, "GET", `/api/reports/payments?from=${day}&to=${day}`, { token: owner })).envelope.body as PaymentsReport;
    expect(report.byOrigin.find((o) => o.origin === PaymentOrigin.PayByLink)!.amount).toBeGreaterThanOrEqual(3000);
  });

  it("refuses a delivery with a bad signature (400) and records nothing", async () => {
    const { customer } = await accountOwing(app, owner, "Forged Fleet", 1);
    const session = await checkedOut(await linkOf(customer.id));
    session.payment_status = "paid";
    const event = stripe.eventFor(session);
    const events = await app.db.$count(stripeEvents);
    for (const sign of [{ secret: "whsec_someoneelse" }, { header: "t=1,v1=00" }, { timestamp: Math.floor(Date.now() / 1000) - 3600 }]) {
      expect((await stripe.deliver(event, sign)).status).toBe(400);
    }
    expect(await paymentsOn(customer.id)).toHaveLength(0);
    expect(await app.db.$count(stripeEvents)).toBe(events);
    expect((await stripe.deliver(event)).status).toBe(200);
    expect(await paymentsOn(customer.id)).toHaveLength(1);
  });

  it("records what the account owes when staff took a payment meanwhile, and flags the rest to refund", async () => {
    const { customer } = await accountOwing(app, owner, "Meanwhile Fleet", 2);
    const session = await checkedOut(await linkOf(customer.id));
    expect(session.amount_total).toBe(3000);
    const counter = await postAccountPayment(app, owner, customer.id, { method: PaymentMethod.Check, amount: 1000, reference: "chk 2" });
    expect(counter.response.statusCode, counter.envelope.message).toBe(200);
    expect((await stripe.complete(session.id)).delivery.status).toBe(200);
    const recorded = await paymentsOn(customer.id);
    expect(recorded.map((p) => [p.method, p.amount, p.origin])).toEqual(
      expect.arrayContaining([
        [PaymentMethod.Check, 1000, null],
        [PaymentMethod.Credit, 2000, PaymentOrigin.PayByLink],
      ]),
    );
    expect(await accountOf(customer.id)).toMatchObject({ balance: 0 });
    const logs = await call(app, "GET", "/api/dev/logs?level=warn", { token: owner });
    expect(JSON.stringify(logs.envelope.body)).toContain("Overpayment by account link for Meanwhile Fleet: $10.00 taken beyond the account's balance");
  });

  it("records nothing from a second checkout paid after the first, and a second event of one checkout, and flags the money", async () => {
    const { customer } = await accountOwing(app, owner, "Twice Fleet", 1);
    const token = await linkOf(customer.id);
    const first = await checkedOut(token);
    const second = await checkedOut(token);
    await stripe.complete(first.id);
    expect((await stripe.deliver(stripe.eventFor(first, "checkout.session.async_payment_succeeded"))).status).toBe(200);
    expect((await stripe.complete(second.id)).delivery.status).toBe(200);
    expect((await paymentsOn(customer.id)).map((p) => p.amount)).toEqual([1500]);
    const logs = await call(app, "GET", "/api/dev/logs?level=warn", { token: owner });
    expect(JSON.stringify(logs.envelope.body)).toContain("Overpayment by account link for Twice Fleet: $15.00 taken beyond the account's balance");
  });
});
