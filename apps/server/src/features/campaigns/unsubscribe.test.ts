import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { campaignWords } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, TEST_SETTINGS_KEY, type TestApp } from "../../../test/test-app";
import { testWorker } from "../../../test/outbox-fixtures";
import { consentChanges, customers } from "../../platform/db/schema";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import type { MailMessage, Mailer } from "../../platform/mail/mailer";
import { SENT } from "../../platform/outbox/delivery";
import { smtpMailer } from "../../platform/mail/smtp-mailer";
import { startFakeSmtpServer } from "../../../test/fake-smtp-server";
import { createCustomer, freshPhone } from "../customers/customer-fixtures";
import { signUnsubscribeToken, unsubscribeFooter } from "./unsubscribe-link";

const PUBLIC_URL = "https://shop.example.com";
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
});
afterAll(() => app.close());

let customersMade = 0;
const newCustomer = () =>
  createCustomer(app, owner, {
    phone: freshPhone(),
    email: `customer${(customersMade += 1)}@example.com`,
    alert: { sms: false, email: true, noReviewSms: false },
  });
const alertEmailOf = async (id: string) => (await app.db.select({ on: customers.alertEmail }).from(customers).where(eq(customers.id, id)))[0]!.on;
// The link is opened from a mail client or a browser: no client header, no sign-in.
const unsubscribe = (token: string) => call(app, "POST", `/api/public/unsubscribe/${token}`, { clientToken: null, body: "List-Unsubscribe=One-Click" });

describe("the unsubscribe link", () => {
  it("opts the customer out of e-mails at once, from the link, and says so", async () => {
    const customer = await newCustomer();
    const token = signUnsubscribeToken(TEST_SETTINGS_KEY, customer.id, new Date());
    const { response, envelope } = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toHaveProperty("businessName");
    expect(await alertEmailOf(customer.id)).toBe(false);
    const changes = await app.db.select().from(consentChanges).where(eq(consentChanges.customerId, customer.id)).orderBy(asc(consentChanges.id));
    expect(changes.at(-1)).toMatchObject({ channel: "email", optedIn: false, source: "unsubscribeLink", byUser: null });

    // Opened again: still fine, nothing more recorded.
    expect((await unsubscribe(token)).response.statusCode).toBe(200);
    expect(await app.db.select().from(consentChanges).where(eq(consentChanges.customerId, customer.id))).toHaveLength(changes.length);
  });

  it("refuses a tampered link and changes nothing", async () => {
    const customer = await newCustomer();
    const token = signUnsubscribeToken(TEST_SETTINGS_KEY, customer.id, new Date());
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const { response, envelope } = await unsubscribe(tampered);
    expect(response.statusCode).toBe(404);
    expect(envelope.message).toBe(campaignWords.linkInvalid);
    const forged = signUnsubscribeToken(Buffer.alloc(32, 9), customer.id, new Date());
    expect((await unsubscribe(forged)).response.statusCode).toBe(404);
    expect(await alertEmailOf(customer.id)).toBe(true);
  });

  it("is in every bulk and automated e-mail, with the one-click header; not in a receipt sent by hand", async () => {
    const customer = await newCustomer();
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: "smtp", send: (message) => (sent.push(message), Promise.resolve(SENT)) };
    await enqueueMessage(app.db, { channel: "email", recipient: customer.email, subject: "Thanks", body: "Thanks for your visit", origin: "automated" });
    await enqueueMessage(app.db, { channel: "email", recipient: customer.email, subject: "Receipt", body: "Your receipt", origin: "direct" });
    const { worker } = testWorker(app, { mailer, emailFooter: unsubscribeFooter(app.deps) });
    await worker.runOnce();
    await worker.stop();
    const automated = sent.find((message) => message.subject === "Thanks")!;
    const link = /https:\/\/shop\.example\.com\/unsubscribe\/([\w.-]+)/.exec(automated.text);
    expect(link).not.toBeNull();
    expect(automated.html).toContain(`href="${link![0]}"`);
    expect(automated.headers).toEqual({
      "List-Unsubscribe": `<${PUBLIC_URL}/api/public/unsubscribe/${link![1]}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(sent.find((message) => message.subject === "Receipt")!.headers).toBeUndefined();

    // The link in the e-mail works.
    expect((await unsubscribe(link![1]!)).response.statusCode).toBe(200);
    expect(await alertEmailOf(customer.id)).toBe(false);
  });

  it("reaches the mail server with the one-click List-Unsubscribe headers", async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const customer = await newCustomer();
      await enqueueMessage(app.db, {
        channel: "email",
        recipient: customer.email,
        subject: "Spring offer",
        body: "Come back",
        origin: "bulk",
        customerId: customer.id,
      });
      const mailer = smtpMailer({ url: smtp.url, from: "shop@example.com", timeoutMs: 5_000 });
      // Bulk e-mails wait for 8 am to 9 pm of the shop's clock: the worker runs at noon in New York.
      const { worker } = testWorker(app, { mailer, emailFooter: unsubscribeFooter(app.deps) }, new Date("2030-06-03T16:00:00Z"));
      await worker.runOnce();
      await worker.stop();
      const mail = smtp.received.find((received) => received.subject === "Spring offer");
      expect(mail?.head).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\.com\/api\/public\/unsubscribe\/[\w.-]+>$/m);
      expect(mail?.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await smtp.close();
    }
  });
});
