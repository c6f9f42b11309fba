import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  InvoiceStatus,
  NotificationTrigger,
  OrderStatus,
  PaymentMethod,
  PaymentOrigin,
  payLinkRefusals,
  permissionFromPaths,
  type Customer,
  type PayLinkSent,
  type PaymentsReport,
  type PublicInvoice,
  type Sale,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, groups, outbox, payLinks, payments, stripeEvents } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { postPayment } from "../sales/sale-fixtures";
import { listenWithFakeStripe, pendingSale, SECRET_KEY, sendLink, setStripeKeys, tokenOf } from "./pay-link-fixtures";
import type { FakeStripe } from "../../../test/fake-stripe";

// docs/product.md §4 Pay by link: a link sent through the outbox, a public invoice behind a signed
// and expiring token, a Stripe Checkout Session for the balance, and the webhook that records the
// payment once.

let app: TestApp;
let stripe: FakeStripe;
let owner: string;
let cashier: string;
let viewer: string;
let customer: Customer;
const clock = manualClock(new Date());

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await app.db.insert(groups).values({ name: "Sales viewer", permission: permissionFromPaths(["sales.list"]) });
  viewer = await signIn(app, await addUser(app, "Sales viewer", "viewer@shop.test"));
  customer = await createCustomer(app, owner, { name: "Pat Payer", email: "pat@example.com" });
  stripe = await listenWithFakeStripe(app);
  app.deps.config.stripeApiBase = stripe.baseUrl;
});
afterAll(async () => {
  await stripe.close();
  await app.close();
});

const getInvoice = (token: string) => call(app, "GET", `/api/public/invoices/${token}`, { clientToken: undefined });
const checkout = (token: string) => call(app, "POST", `/api/public/invoices/${token}/checkout`);
const readSale = async (id: string) => (await call(app, "GET", `/api/sales/${id}`, { token: owner })).envelope.body as Sale;
const linkPayments = (saleId: string) => app.db.select().from(payments).where(eq(payments.saleId, saleId));

async function sentLink(saleId: string, body: Record<string, unknown> = { channel: "email" }): Promise<PayLinkSent> {
  const { response, envelope } = await sendLink(app, owner, saleId, body);
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as PayLinkSent;
}

/** Opens a checkout for the link and answers the fake's session. */
async function checkedOut(token: string) {
  const { response, envelope } = await checkout(token);
  expect(response.statusCode, envelope.message).toBe(200);
  const url = (envelope.body as { url: string }).url;
  return stripe.sessions.get(url.split("/c/pay/")[1]!)!;
}

describe("without a payment profile", () => {
  it("sends no link, and says the Stripe keys are needed", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const { response, envelope } = await sendLink(app, owner, sale.id, { channel: "email" });
    expect(response.statusCode).toBe(409);
    expect(envelope.code).toBe(payLinkRefusals.needsPaymentProfile.code);
    expect(envelope.message).toMatch(/System Settings › Payment profile/);
    expect(await app.db.$count(outbox, eq(outbox.entityId, sale.id))).toBe(0);
  });
});

describe("sending a payment link", () => {
  beforeAll(() => setStripeKeys(app, owner));

  it("queues the default words with the link to the customer's e-mail, and logs the trigger", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const sent = await sentLink(sale.id);
    expect(sent.recipient).toBe("pat@example.com");
    expect(sent.url).toMatch(/^http:\/\/[^/]+\/pay\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [queued] = await app.db.select().from(outbox).where(eq(outbox.entityId, sale.id));
    expect(queued).toMatchObject({ channel: "email", recipient: "pat@example.com" });
    expect(queued!.subject).toContain(`invoice #${sale.number}`);
    expect(queued!.body).toContain(sent.url);
    expect(queued!.body).toContain("$25.00");
    const logged = await app.db.select().from(activityLogs).where(eq(activityLogs.entityId, sale.id));
    expect(logged.map((l) => l.details)).toContainEqual(
      expect.objectContaining({ trigger: NotificationTrigger.SendPaymentLink, recipient: "pat@example.com" }),
    );
  });

  it("texts a number typed by the staff member instead of the one on file", async () => {
    const sale = await pendingSale(app, cashier, customer.id);
    const { response, envelope } = await sendLink(app, cashier, sale.id, { channel: "sms", recipient: "(415) 555-0134" });
    expect(response.statusCode, envelope.message).toBe(200);
    const [queued] = await app.db.select().from(outbox).where(eq(outbox.entityId, sale.id));
    expect(queued).toMatchObject({ channel: "sms", recipient: "4155550134" });
    expect(queued!.body).toContain((envelope.body as PayLinkSent).url);
  });

  it("is refused to those who may not take payments, and for a walk-in without an address", async () => {
    const sale = await pendingSale(app, owner);
    expect((await sendLink(app, viewer, sale.id, { channel: "email" })).response.statusCode).toBe(403);
    const walkIn = await sendLink(app, owner, sale.id, { channel: "email" });
    expect(walkIn.response.statusCode).toBe(400);
    expect(walkIn.envelope.code).toBe(payLinkRefusals.noAddress.code);
    const typo = await sendLink(app, owner, sale.id, { channel: "email", recipient: "not-an-address" });
    expect(typo.response.statusCode).toBe(400);
    expect(await app.db.$count(outbox, eq(outbox.entityId, sale.id))).toBe(0);
  });

  it("is refused for a sale with nothing left to pay", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const register = await import("../registers/register-fixtures");
    const drawer = (await register.openRegister(app, owner, (await register.insertRegister(app, "Link lane")).id, 0)).id;
    await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: 2500, registerSessionId: drawer });
    const paid = await sendLink(app, owner, sale.id, { channel: "email" });
    expect(paid.response.statusCode).toBe(409);
    expect(paid.envelope.code).toBe(payLinkRefusals.notPayable.code);
  });
});

describe("the public invoice", () => {
  beforeAll(() => setStripeKeys(app, owner));
  it("shows the shop, the lines and the balance without sign-in or staff data", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const sent = await sentLink(sale.id);
    const { response, envelope } = await getInvoice(tokenOf(sent));
    expect(response.statusCode, envelope.message).toBe(200);
    const invoice = envelope.body as PublicInvoice;
    expect(invoice).toMatchObject({
      number: sale.number,
      amount: 2500,
      balance: 2500,
      state: "open",
      payable: true,
      lines: [{ name: "Link Wash", quantity: 1, total: 2500 }],
    });
    expect(invoice.shop.businessName).not.toBe("");
    const text = response.body;
    for (const hidden of [sale.id, sale.cashier.id, sale.cashier.name, "Owner Tester", customer.id]) expect(text).not.toContain(hidden);
  });

  it("says what is needed when the shop's Stripe keys are gone, and opens no checkout", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    await call(app, "PATCH", "/api/settings/payment-profile", { token: owner, body: { stripe: { secretKey: null } } });
    try {
      expect((await getInvoice(token)).envelope.body).toMatchObject({ state: "open", payable: false });
      const refused = await checkout(token);
      expect(refused.response.statusCode).toBe(409);
      expect(refused.envelope.code).toBe(payLinkRefusals.cannotPayOnline.code);
    } finally {
      await setStripeKeys(app, owner);
    }
  });

  it("refuses a token that was changed or cut", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = `${payload.slice(0, -2)}${payload.endsWith("AA") ? "AB" : "AA"}.${signature}`;
    for (const bad of [flipped, `${payload}.${signature.slice(0, -1)}`, `${payload}.${"A".repeat(43)}`]) {
      const { response, envelope } = await getInvoice(bad);
      expect(response.statusCode).toBe(404);
      expect(envelope.code).toBe(payLinkRefusals.invalidLink.code);
      expect((await checkout(bad)).response.statusCode).toBe(404);
    }
  });

  it("says plainly when the link expired, and opens no checkout", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const { response, envelope } = await getInvoice(token);
      expect(response.statusCode).toBe(409);
      expect(envelope.message).toMatch(/expired/);
      expect((await checkout(token)).envelope.code).toBe(payLinkRefusals.expired.code);
    } finally {
      clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

describe("paying through Stripe Checkout", () => {
  beforeAll(() => setStripeKeys(app, owner));
  it("opens a Checkout Session for the balance with the payment profile's secret key", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    const session = await checkedOut(token);
    expect(session.amount_total).toBe(2500);
    expect(session.success_url).toContain(`/pay/${token}`);
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: `Bearer ${SECRET_KEY}` });
    expect(call.form["line_items[0][price_data][unit_amount]"]).toBe("2500");
  });

  it("records a completed checkout once, as Credit by link in no drawer, and the sale is paid", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    const session = await checkedOut(token);
    const { event, delivery } = await stripe.complete(session.id);
    expect(delivery.status).toBe(200);
    // Stripe retries a delivery it thinks failed: the same event again changes nothing.
    expect((await stripe.deliver(event)).status).toBe(200);
    const recorded = await linkPayments(sale.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: PaymentMethod.Credit,
      origin: PaymentOrigin.PayByLink,
      amount: 2500,
      registerSessionId: null,
      reference: session.id,
    });
    const paid = await readSale(sale.id);
    expect(paid).toMatchObject({ status: OrderStatus.Completed, invoiceStatus: InvoiceStatus.Paid, balance: 0 });
    // Recorded under the staff member who sent the link.
    expect(recorded[0]!.createdBy).toBe((await app.db.select().from(payLinks).where(eq(payLinks.saleId, sale.id)))[0]!.sentBy);
    const invoice = (await getInvoice(token)).envelope.body as PublicInvoice;
    expect(invoice).toMatchObject({ state: "paid", balance: 0, payable: false });
    // AfterInvoicePayment: the customer is thanked by e-mail through the outbox, the trigger logged.
    const mails = await app.db.select().from(outbox).where(eq(outbox.entityId, sale.id));
    expect(mails.map((m) => m.subject)).toContain(`${invoice.shop.businessName}: payment received for invoice #${sale.number}`);
    const logs = await app.db.select().from(activityLogs).where(eq(activityLogs.entityId, sale.id));
    expect(logs.some((l) => (l.details as { trigger?: number } | null)?.trigger === NotificationTrigger.AfterInvoicePayment)).toBe(true);
    // And it shows in the payments report under its origin.
    const report = (await call(app, "GET", `/api/reports/payments?from=${sale.businessDate}&to=${sale.businessDate}`, { token: owner })).envelope
      .body as PaymentsReport;
    expect(report.byOrigin.find((o) => o.origin === PaymentOrigin.PayByLink)).toMatchObject({ count: expect.any(Number), amount: expect.any(Number) });
    expect(report.byOrigin.find((o) => o.origin === PaymentOrigin.PayByLink)!.amount).toBeGreaterThanOrEqual(2500);
  });

  it("refuses a delivery with a bad signature (400) and records nothing", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const session = await checkedOut(tokenOf(await sentLink(sale.id)));
    session.payment_status = "paid";
    const event = stripe.eventFor(session);
    const events = await app.db.$count(stripeEvents);
    for (const sign of [{ secret: "whsec_someoneelse" }, { header: "t=1,v1=00" }, { timestamp: Math.floor(Date.now() / 1000) - 3600 }]) {
      const answer = await stripe.deliver(event, sign);
      expect(answer.status, `${JSON.stringify(sign)} ${answer.body}`).toBe(400);
    }
    const unsigned = await app.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await linkPayments(sale.id)).toHaveLength(0);
    expect(await app.db.$count(stripeEvents)).toBe(events);
    // The same event, correctly signed, still pays: nothing was claimed by the refused ones.
    expect((await stripe.deliver(event)).status).toBe(200);
    expect(await linkPayments(sale.id)).toHaveLength(1);
  });

  it("answers 200 to events it does not handle", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const session = await checkedOut(tokenOf(await sentLink(sale.id)));
    expect((await stripe.deliver(stripe.eventFor(session, "checkout.session.expired"))).status).toBe(200);
    expect((await stripe.deliver({ ...stripe.eventFor(session), type: "payment_intent.created" } as { id: string })).status).toBe(200);
    expect(await linkPayments(sale.id)).toHaveLength(0);
  });

  it("never pays twice: a second event for the same checkout, and a link paid after the counter took the money", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const token = tokenOf(await sentLink(sale.id));
    const first = await checkedOut(token);
    const second = await checkedOut(token);
    const { event } = await stripe.complete(first.id);
    // Another event id about the same checkout (async_payment_succeeded after completed).
    expect((await stripe.deliver({ ...stripe.eventFor(first, "checkout.session.async_payment_succeeded") })).status).toBe(200);
    expect(await linkPayments(sale.id)).toHaveLength(1);
    // The customer had opened the page twice and paid the second one too: the sale is already paid.
    expect((await stripe.complete(second.id)).delivery.status).toBe(200);
    expect(await linkPayments(sale.id)).toHaveLength(1);
    expect((await readSale(sale.id)).paidTotal).toBe(2500);
    // The system log names the money taken beyond the balance (its list writes what is queued first).
    const logs = await call(app, "GET", "/api/dev/logs?level=warn", { token: owner });
    expect(JSON.stringify(logs.envelope.body)).toContain(`Overpayment by link on sale #${sale.number}: 25.00 taken beyond the balance`);
    expect(event.id).not.toBe("");
  });

  it("records what fits the balance when part was paid at the counter after the checkout opened", async () => {
    const sale = await pendingSale(app, owner, customer.id);
    const session = await checkedOut(tokenOf(await sentLink(sale.id)));
    const register = await import("../registers/register-fixtures");
    const drawer = (await register.openRegister(app, owner, (await register.insertRegister(app, "Partial lane")).id, 0)).id;
    await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: 1000, registerSessionId: drawer });
    await stripe.complete(session.id);
    const recorded = await linkPayments(sale.id);
    expect(recorded.map((p) => [p.method, p.amount])).toEqual([
      [PaymentMethod.Cash, 1000],
      [PaymentMethod.Credit, 1500],
    ]);
    expect((await readSale(sale.id)).status).toBe(OrderStatus.Completed);
  });
});
