import { ItemKind, type Customer, type Sale, type StatementQueued } from "@washdesk/domain";
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { call, type TestApp } from "../../../test/test-app";
import { outbox } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertProduct } from "../sales/sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";
import { postCharge, putAccount } from "../house-accounts/house-account-fixtures";

/** A customer with a house account and `charges` washes of $15.00 each charged to it, one invoice each. */
export async function accountOwing(app: TestApp, token: string, name: string, charges: number): Promise<{ customer: Customer; sales: Sale[] }> {
  const customer = await createCustomer(app, token, { name, email: `${name.toLowerCase().replace(/\W+/g, "")}@fleet.test` });
  expect((await putAccount(app, token, customer.id)).response.statusCode).toBe(200);
  const wash = await insertProduct(app, { kind: ItemKind.Service, name: `${name} Wash`, price: 1500 });
  const drawer = (await openRegister(app, token, (await insertRegister(app, `${name} lane`)).id, 0)).id;
  const sales: Sale[] = [];
  for (let i = 0; i < charges; i += 1) {
    const { response, envelope } = await postCharge(app, token, {
      customerId: customer.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 1500,
      registerSessionId: drawer,
    });
    expect(response.statusCode, envelope.message).toBe(200);
    sales.push(envelope.body as Sale);
  }
  return { customer, sales };
}

/** Sends the statement by hand and answers the e-mail body queued for it. */
export async function statementBody(app: TestApp, token: string, customerId: string): Promise<string> {
  const { response, envelope } = await call(app, "POST", `/api/customers/${customerId}/account/statement`, { token });
  expect(response.statusCode, envelope.message).toBe(200);
  expect((envelope.body as StatementQueued).recipient).not.toBe("");
  const queued = await app.db.select().from(outbox).where(eq(outbox.entityId, customerId));
  return queued.at(-1)!.body;
}

/** The account link in a statement's "Pay online" line, or null when the line is left out. */
export const accountLinkIn = (body: string) => /Pay online: (\S+)/.exec(body)?.[1] ?? null;

/** The token at the end of an account link. */
export const accountTokenOf = (url: string) => url.split("/pay/account/")[1]!;
