import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { OrderStatus, type PayLinkSent, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import type { FakeStripe } from "../../../test/fake-stripe";
import { payments, stripeEvents } from "../../platform/db/schema";
import { listenWithFakeStripe, pendingSale, sendLink, setStripeKeys, tokenOf } from "./pay-link-fixtures";

// On PGlite (one connection) the deliveries run one after another; the server-pg project runs
// them truly at once on PostgreSQL, where the event's primary key and the sale's row lock are
// what keep one payment.
let app: TestApp;
let stripe: FakeStripe;
let owner: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  stripe = await listenWithFakeStripe(app);
  app.deps.config.stripeApiBase = stripe.baseUrl;
  await setStripeKeys(app, owner);
});
afterAll(async () => {
  await stripe.close();
  await app.close();
});

async function paidSession() {
  const sale = await pendingSale(app, owner);
  const sent = (await sendLink(app, owner, sale.id, { channel: "email", recipient: "race@example.com" })).envelope.body as PayLinkSent;
  const started = await call(app, "POST", `/api/public/invoices/${tokenOf(sent)}/checkout`);
  const session = stripe.sessions.get((started.envelope.body as { url: string }).url.split("/c/pay/")[1]!)!;
  session.payment_status = "paid";
  session.status = "complete";
  return { sale, session };
}

describe("webhook deliveries at once", () => {
  it("two identical deliveries record one payment", async () => {
    const { sale, session } = await paidSession();
    const event = stripe.eventFor(session);
    const answers = await Promise.all([stripe.deliver(event), stripe.deliver(event), stripe.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await app.db.$count(payments, eq(payments.saleId, sale.id))).toBe(1);
    expect(await app.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(1);
    const read = (await call(app, "GET", `/api/sales/${sale.id}`, { token: owner })).envelope.body as Sale;
    expect(read).toMatchObject({ status: OrderStatus.Completed, paidTotal: 2500 });
  });

  it("two events about one checkout at once record one payment", async () => {
    const { sale, session } = await paidSession();
    const answers = await Promise.all([
      stripe.deliver(stripe.eventFor(session)),
      stripe.deliver(stripe.eventFor(session, "checkout.session.async_payment_succeeded")),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await app.db.$count(payments, eq(payments.saleId, sale.id))).toBe(1);
  });
});
