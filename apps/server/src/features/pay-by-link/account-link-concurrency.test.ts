import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { HouseAccount } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import type { FakeStripe } from "../../../test/fake-stripe";
import { accountPayments, payments, stripeEvents } from "../../platform/db/schema";
import { listenWithFakeStripe, setStripeKeys } from "./pay-link-fixtures";
import { accountLinkIn, accountOwing, accountTokenOf, statementBody } from "./account-link-fixtures";

// On PGlite (one connection) the deliveries run one after another; the server-pg project runs
// them truly at once on PostgreSQL, where the event's primary key and the account's row lock are
// what keep one payment on account.
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

async function paidSession(name: string) {
  const { customer } = await accountOwing(app, owner, name, 2);
  const token = accountTokenOf(accountLinkIn(await statementBody(app, owner, customer.id))!);
  const started = await call(app, "POST", `/api/public/accounts/${token}/checkout`);
  const session = stripe.sessions.get((started.envelope.body as { url: string }).url.split("/c/pay/")[1]!)!;
  session.payment_status = "paid";
  session.status = "complete";
  return { customer, session };
}

const balanceOf = async (customerId: string) =>
  ((await call(app, "GET", `/api/customers/${customerId}/account`, { token: owner })).envelope.body as HouseAccount).balance;

describe("account link deliveries at once", () => {
  it("three identical deliveries record one payment on account", async () => {
    const { customer, session } = await paidSession("Race Fleet");
    const event = stripe.eventFor(session);
    const answers = await Promise.all([stripe.deliver(event), stripe.deliver(event), stripe.deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const recorded = await app.db.select().from(accountPayments).where(eq(accountPayments.customerId, customer.id));
    expect(recorded.map((p) => p.amount)).toEqual([3000]);
    expect(await app.db.$count(payments, eq(payments.accountPaymentId, recorded[0]!.id))).toBe(2);
    expect(await app.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(1);
    expect(await balanceOf(customer.id)).toBe(0);
  });

  it("two events about one checkout at once record one payment on account", async () => {
    const { customer, session } = await paidSession("Double Event Fleet");
    const answers = await Promise.all([
      stripe.deliver(stripe.eventFor(session)),
      stripe.deliver(stripe.eventFor(session, "checkout.session.async_payment_succeeded")),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await app.db.$count(accountPayments, eq(accountPayments.customerId, customer.id))).toBe(1);
    expect(await balanceOf(customer.id)).toBe(0);
  });
});
