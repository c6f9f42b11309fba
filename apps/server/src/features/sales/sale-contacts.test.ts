import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ItemKind, PaymentMethod, permissionFromPaths, saleRefusals, type Customer, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { groups, outbox } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";
import { createSale, insertProduct, postPayment } from "./sale-fixtures";

// A sale's customer contact is for those who may list customers; receipts by message go to that
// contact unless sent by someone who may edit sales, and each person sends a capped number an hour.

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let counter: string;
let session: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await app.db.insert(groups).values({ name: "Counter only", permission: permissionFromPaths(["sales.pos.new", "sales.pos.list"]) });
  counter = await signIn(app, await addUser(app, "Counter only", "counter@shop.test"));
  session = (await openRegister(app, owner, (await insertRegister(app, "Contact lane")).id, 10_000)).id;
  customer = await createCustomer(app, owner, { name: "Casey Contact", email: "casey@example.com" });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Contact Wash", price: 2000 });
});
afterAll(() => app.close());

const counterSale = () =>
  createSale(app, owner, {
    customerId: customer.id,
    lines: [{ productId: wash.id, quantity: 1 }],
    expectedAmount: 2000,
    registerSessionId: session,
    payments: [{ method: PaymentMethod.Cash, amount: 2000 }],
  });

const queuedFor = (saleId: string) => app.db.$count(outbox, eq(outbox.entityId, saleId));

describe("the customer's contact on a sale", () => {
  it("is shown to those who may list customers, and only the name to the counter alone", async () => {
    const sale = await counterSale();
    const seen = await call(app, "GET", `/api/sales/${sale.id}`, { token: cashier });
    expect((seen.envelope.body as Sale).customer).toMatchObject({ name: "Casey Contact", phone: customer.phone, email: "casey@example.com" });
    const hidden = await call(app, "GET", `/api/sales/${sale.id}`, { token: counter });
    expect(hidden.response.statusCode).toBe(200);
    expect((hidden.envelope.body as Sale).customer).toMatchObject({ id: customer.id, name: "Casey Contact", phone: "", email: "" });
  });

  it("stays hidden in the sale a payment answers with", async () => {
    const ticket = await createSale(app, owner, { customerId: customer.id, lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2000 });
    const paid = await postPayment(app, counter, ticket.id, { method: PaymentMethod.CreditCard, amount: 2000, registerSessionId: session });
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect((paid.envelope.body as Sale).customer).toMatchObject({ name: "Casey Contact", phone: "", email: "" });
  });
});

describe("where a receipt may go", () => {
  it("goes to the contact on file for anyone who may send it, even without seeing it", async () => {
    const sale = await counterSale();
    const texted = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: counter, body: {} });
    expect(texted.response.statusCode, texted.envelope.message).toBe(200);
    expect(texted.envelope.body).toEqual({ recipient: customer.phone, providerConfigured: false });
    // The same number typed as shown is the contact on file.
    const formatted = `(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`;
    const retyped = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: cashier, body: { phone: formatted } });
    expect(retyped.response.statusCode, retyped.envelope.message).toBe(200);
    const mailed = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: cashier, body: { email: "Casey@Example.com" } });
    expect(mailed.response.statusCode, mailed.envelope.message).toBe(200);
    expect(await queuedFor(sale.id)).toBe(3);
  });

  it("goes to a typed number or address only for those who may edit sales", async () => {
    const sale = await counterSale();
    const byCounter = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: counter, body: { phone: "(555) 867-5309" } });
    expect(byCounter.response.statusCode).toBe(403);
    expect(byCounter.envelope.code).toBe(saleRefusals.receiptElsewhere.code);
    expect(byCounter.envelope.message).toBe(
      "You can send this receipt only to the customer's phone number or e-mail address on file. Ask someone who may edit sales to send it elsewhere.",
    );
    const byCashier = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: cashier, body: { email: "someone@else.test" } });
    expect(byCashier.response.statusCode).toBe(403);
    expect(byCashier.envelope.code).toBe(saleRefusals.receiptElsewhere.code);
    expect(await queuedFor(sale.id)).toBe(0);

    const byManager = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: manager, body: { email: "someone@else.test" } });
    expect(byManager.response.statusCode, byManager.envelope.message).toBe(200);
    const [queued] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, sale.id), eq(outbox.channel, "email")));
    expect(queued!.recipient).toBe("someone@else.test");
  });
});

describe("receipt messages an hour", () => {
  it("are capped per person by the utility settings, and nothing is queued over the cap", async () => {
    const tooMany = await call(app, "PATCH", "/api/settings/utility", { token: owner, body: { receiptMessagesPerHour: 0 } });
    expect(tooMany.response.statusCode).toBe(400);
    const set = await call(app, "PATCH", "/api/settings/utility", { token: owner, body: { receiptMessagesPerHour: 2 } });
    expect(set.envelope.body).toMatchObject({ receiptMessagesPerHour: 2 });

    const sender = await signIn(app, await addUser(app, "Cashier", "busy-counter@shop.test"));
    const sale = await counterSale();
    for (const path of ["sms", "email"]) {
      const sent = await call(app, "POST", `/api/sales/${sale.id}/receipt/${path}`, { token: sender, body: {} });
      expect(sent.response.statusCode, sent.envelope.message).toBe(200);
    }
    const third = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: sender, body: {} });
    expect(third.response.statusCode).toBe(429);
    expect(third.envelope.code).toBe(saleRefusals.receiptMessagesCapped.code);
    expect(third.envelope.message).toBe("You have sent 2 receipts by text or e-mail in the last hour, the most the settings allow. Try again later.");
    expect(await queuedFor(sale.id)).toBe(2);

    // The cap is each person's own: a colleague still sends.
    const colleague = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: manager, body: {} });
    expect(colleague.response.statusCode, colleague.envelope.message).toBe(200);
    await call(app, "PATCH", "/api/settings/utility", { token: owner, body: { receiptMessagesPerHour: 30 } });
  });
});
