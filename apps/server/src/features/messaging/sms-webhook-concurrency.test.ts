import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { consentChanges, customers, outbox, smsInbound } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { inboundText, postSigned, TEST_PUBLIC_URL, TEST_SMS_ACCOUNT } from "./messaging-fixtures";

// On PGlite (one connection) the deliveries queue anyway; on PostgreSQL ("server-pg") they race on
// separate connections, and the unique MessageSid and the per-number lock must hold.
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await createTestApp({ config: { sms: TEST_SMS_ACCOUNT, publicUrl: TEST_PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
});
afterAll(() => app.close());

const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);
/** Inbound texts stored from a number, and texts queued to it. */
const textsFrom = (phone: string) => app.db.$count(smsInbound, eq(smsInbound.fromPhone, digits(phone)));
const textsTo = (phone: string) => app.db.$count(outbox, eq(outbox.recipient, digits(phone)));

describe("the SMS webhook under concurrent deliveries", () => {
  it("stores a text delivered several times at once exactly once, with one confirmation", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    const text = inboundText(`+1${digits(customer.phone)}`, "STOP");
    const answers = await Promise.all(Array.from({ length: 6 }, () => postSigned(app, "/api/webhooks/sms", text)));

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await textsFrom(customer.phone)).toBe(1);
    expect(await textsTo(customer.phone)).toBe(1);
  });

  it("opts out once when several STOPs arrive at once", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    const from = `+1${digits(customer.phone)}`;
    await Promise.all(["STOP", "stop", "Unsubscribe", "stop texting me"].map((body) => postSigned(app, "/api/webhooks/sms", inboundText(from, body))));

    expect(await textsFrom(customer.phone)).toBe(4);
    const optOuts = (await app.db.select().from(consentChanges).where(eq(consentChanges.customerId, customer.id))).filter((row) => !row.optedIn);
    expect(optOuts).toHaveLength(1);
    expect(await textsTo(customer.phone)).toBe(1);
  });

  it("never leaves texts on when a STOP and staff turning them on arrive together", async () => {
    for (let round = 0; round < 4; round += 1) {
      const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
      await call(app, "PATCH", `/api/customers/${customer.id}`, { token: owner, body: { customer: { alert: { sms: false } } } });
      await Promise.all([
        postSigned(app, "/api/webhooks/sms", inboundText(`+1${digits(customer.phone)}`, "STOP")),
        call(app, "PATCH", `/api/customers/${customer.id}`, { token: owner, body: { customer: { alert: { sms: true } } } }),
      ]);
      // Either order ends opted out: staff's change first is undone by the STOP, or refused after it.
      const [row] = await app.db.select({ on: customers.alertSms }).from(customers).where(eq(customers.id, customer.id));
      expect(row?.on).toBe(false);
    }
  });
});
