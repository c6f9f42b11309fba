import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import {
  ActivityAction,
  ItemKind,
  NotificationTrigger,
  PaymentMethod,
  payLinkRefusals,
  saleRefusals,
  type MessageTemplates,
  type PayLinkSent,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, outbox } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { pendingSale, sendLink, setStripeKeys } from "../pay-by-link/pay-link-fixtures";
import { createSale, insertProduct } from "../sales/sale-fixtures";

// Message templates (System Settings): the words of each notification trigger by text and e-mail,
// unknown variables refused, an e-mail's HTML cleaned before it is stored, values escaped when a
// message is made, and the payment link sent in the shop's own words.

let app: TestApp;
let owner: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const path = (trigger: number, channel: string) => `/api/settings/message-templates/${trigger}/${channel}`;
const save = (token: string, trigger: number, channel: string, body: unknown) => call(app, "PUT", path(trigger, channel), { token, body });
const templateOf = (list: MessageTemplates, trigger: number, channel: string) => list.templates.find((t) => t.trigger === trigger && t.channel === channel)!;

describe("message templates", () => {
  it("offer every trigger by text and e-mail with the default words, on, and the variables each may use", async () => {
    const { response, envelope } = await call(app, "GET", "/api/settings/message-templates", { token: owner });
    expect(response.statusCode).toBe(200);
    const list = envelope.body as MessageTemplates;
    expect(list.templates).toHaveLength(28);
    const link = templateOf(list, NotificationTrigger.SendPaymentLink, "sms");
    expect(link).toMatchObject({ enabled: true, isDefault: true, label: "Send payment link" });
    expect(link.body).toContain("{{link}}");
    expect(link.variables.map((v) => v.name)).toContain("amount");
    expect(templateOf(list, 2002, "email").label).toBe("After terminal order / After cash payment");
  });

  it("are not for a cashier to read or change", async () => {
    expect((await call(app, "GET", "/api/settings/message-templates", { token: cashier })).response.statusCode).toBe(403);
    expect((await save(cashier, NotificationTrigger.AfterRefund, "sms", { enabled: false, subject: "", body: "x" })).response.statusCode).toBe(403);
  });

  it("refuse an unknown variable on the field, naming it, and keep what was stored", async () => {
    const { response, envelope } = await save(owner, NotificationTrigger.SendPaymentLink, "sms", {
      enabled: true,
      subject: "",
      body: "Hi {{custmer}}, pay {{amount}}: {{link}}",
    });
    expect(response.statusCode).toBe(400);
    expect(envelope.body).toEqual({ fields: [{ field: "body", message: "Unknown variable {{custmer}}: use the variables listed beside the editor." }] });
    const list = (await call(app, "GET", "/api/settings/message-templates", { token: owner })).envelope.body as MessageTemplates;
    expect(templateOf(list, NotificationTrigger.SendPaymentLink, "sms").isDefault).toBe(true);
  });

  it("refuse an unknown trigger or channel in the address", async () => {
    expect((await save(owner, 7, "sms", { enabled: true, subject: "", body: "x" })).response.statusCode).toBe(400);
    expect((await save(owner, NotificationTrigger.AfterRefund, "fax", { enabled: true, subject: "", body: "x" })).response.statusCode).toBe(400);
  });

  it("clean an e-mail's HTML to the editor's marks before it is stored, and log the change of that template alone", async () => {
    const { response, envelope } = await save(owner, NotificationTrigger.AfterRefund, "email", {
      enabled: true,
      subject: "Refund on #{{saleNumber}}",
      body: `<p onclick="steal()">Hello <strong>{{customerName}}</strong> <span style="color: #c92a2a; position: fixed">sorry</span></p><script>alert(1)</script><img src="https://tracker.example/x.gif"><a href="javascript:alert(1)">x</a>`,
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const saved = templateOf(envelope.body as MessageTemplates, NotificationTrigger.AfterRefund, "email");
    expect(saved.body).toBe(
      `<p>Hello <strong>{{customerName}}</strong> <span style="color:#c92a2a">sorry</span></p><a target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(saved.isDefault).toBe(false);
    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, ActivityAction.Set), eq(activityLogs.entityId, "messageTemplates")))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(JSON.stringify(logged!.details)).toContain("After refund (e-mail)");
    expect(JSON.stringify(logged!.details)).not.toContain("Send payment link");
  });

  it("send the payment link in the shop's words, the customer's name escaped in the e-mail's HTML, with a plain-text part", async () => {
    await setStripeKeys(app, owner);
    const customer = await createCustomer(app, owner, { name: "Pat <b>Payer</b>", email: "pat@example.com" });
    const saved = await save(owner, NotificationTrigger.SendPaymentLink, "email", {
      enabled: true,
      subject: "Invoice {{saleNumber}} for {{customerName}}",
      body: `<p>Dear {{customerName}}, {{amount}} is due. <a href="{{link}}">Pay now</a></p>`,
    });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    const sale = await pendingSale(app, owner, customer.id);
    const sent = await sendLink(app, owner, sale.id, { channel: "email" });
    expect(sent.response.statusCode, sent.envelope.message).toBe(200);
    const url = (sent.envelope.body as PayLinkSent).url;
    const [queued] = await app.db.select().from(outbox).where(eq(outbox.entityId, sale.id));
    // The name as stored, markup and all: printed in the subject and the text, escaped in the HTML.
    const name = customer.name;
    expect(name).toMatch(/^Pat <b>payer<\/b>$/i);
    const escaped = name.replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(queued!.subject).toBe(`Invoice ${sale.number} for ${name}`);
    expect(queued!.html).toBe(`<p>Dear ${escaped}, $25.00 is due. <a href="${url}" target="_blank" rel="noopener noreferrer">Pay now</a></p>`);
    expect(queued!.body).toBe(`Dear ${name}, $25.00 is due. Pay now [${url}]`);
  });

  it("turned off, keep the payment link from being sent, and say where to turn it on", async () => {
    const customer = await createCustomer(app, owner, { name: "Off Switch", phone: "4155550199" });
    const template = templateOf(
      (await call(app, "GET", "/api/settings/message-templates", { token: owner })).envelope.body as MessageTemplates,
      NotificationTrigger.SendPaymentLink,
      "sms",
    );
    expect((await save(owner, NotificationTrigger.SendPaymentLink, "sms", { ...template, enabled: false })).response.statusCode).toBe(200);
    const sale = await pendingSale(app, owner, customer.id);
    const refused = await sendLink(app, owner, sale.id, { channel: "sms" });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(payLinkRefusals.templateOff.code);
    expect(refused.envelope.message).toBe("The payment link text is turned off. Turn it on in System Settings › Message templates to send it.");
    expect(await app.db.$count(outbox, eq(outbox.entityId, sale.id))).toBe(0);
  });

  it("send receipts in the words of After order completed, the receipt itself one of the variables, and none while it is off", async () => {
    const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000 });
    const customer = await createCustomer(app, owner, { name: "Rita Receipt", phone: "4155550142", email: "rita@example.com" });
    const sale = await createSale(app, owner, {
      customerId: customer.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2000, reference: "4242" }],
    });
    const saved = await save(owner, NotificationTrigger.AfterOrderCompleted, "sms", {
      enabled: true,
      subject: "",
      body: "Thanks {{customerName}}! {{receipt}} See you soon at {{businessName}}.",
    });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    const texted = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: owner, body: {} });
    expect(texted.response.statusCode, texted.envelope.message).toBe(200);
    const [sms] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, sale.id), eq(outbox.channel, "sms")));
    expect(sms!.body).toBe(`Thanks ${customer.name}! WashDesk: receipt #${sale.number}, total $20.00, paid $20.00. See you soon at WashDesk.`);
    expect(sms!.customerId).toBe(customer.id);

    // The e-mail keeps the printed receipt's columns in its HTML and in its text part.
    const mailed = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: owner, body: {} });
    expect(mailed.response.statusCode, mailed.envelope.message).toBe(200);
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, sale.id), eq(outbox.channel, "email")));
    expect(mail!.subject).toBe(`Your receipt #${sale.number} from WashDesk`);
    expect(mail!.html).toMatch(/<pre>WashDesk\n[\s\S]*Total +\$20\.00[\s\S]*<\/pre>/);
    expect(mail!.body).toMatch(/^Total +\$20\.00$/m);

    const template = { enabled: false, subject: "", body: "{{receipt}}" };
    expect((await save(owner, NotificationTrigger.AfterOrderCompleted, "sms", template)).response.statusCode).toBe(200);
    const refused = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: owner, body: {} });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(saleRefusals.receiptTemplateOff.code);
    expect(await app.db.$count(outbox, and(eq(outbox.entityId, sale.id), eq(outbox.channel, "sms")))).toBe(1);
  });
});
