import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ItemKind, PaymentMethod } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { outbox } from "../../platform/db/schema";
import { createSale, insertProduct } from "./sale-fixtures";

let app: TestApp;
let cashier: string;
// A walk-in's receipt goes to a typed address, which takes someone who may edit sales.
let manager: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  cashier = await signIn(app, await addUser(app, "Cashier"));
  manager = await signIn(app, await addUser(app, "Manager"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000 });
});

afterAll(() => app.close());

const queued = async (saleId: string, channel: "email" | "sms") =>
  (
    await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, saleId), eq(outbox.channel, channel)))
  )[0];

describe("receipts with a tip", () => {
  it("show the tip on the e-mailed and the texted receipt", async () => {
    // $20.00 by card with a 15 % tip ($3.00) on top.
    const sale = await createSale(app, cashier, {
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2000, tip: 300, reference: "4242" }],
    });

    const mailed = await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: manager, body: { email: "pat@example.com" } });
    expect(mailed.response.statusCode, mailed.envelope.message).toBe(200);
    const mail = (await queued(sale.id, "email"))!.body;
    expect(mail).toMatch(/^Paid \(Card\) +\$20\.00$/m);
    expect(mail).toMatch(/^ {3}tip +\$3\.00$/m);
    expect(mail).toMatch(/^Tips +\$3\.00$/m);
    expect(mail).toMatch(/^Total with tips +\$23\.00$/m);

    const texted = await call(app, "POST", `/api/sales/${sale.id}/receipt/sms`, { token: manager, body: { phone: "(555) 201-0042" } });
    expect(texted.response.statusCode, texted.envelope.message).toBe(200);
    expect((await queued(sale.id, "sms"))!.body).toBe(`WashDesk: receipt #${sale.number}, total $20.00, paid $20.00, tip $3.00. Thank you for your visit!`);
  });

  it("say nothing of tips when there are none", async () => {
    const sale = await createSale(app, cashier, {
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }],
    });
    await call(app, "POST", `/api/sales/${sale.id}/receipt/email`, { token: manager, body: { email: "pat@example.com" } });
    expect((await queued(sale.id, "email"))!.body).not.toMatch(/tip/i);
  });
});
