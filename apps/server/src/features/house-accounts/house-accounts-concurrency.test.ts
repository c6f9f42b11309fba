import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, PaymentMethod, type AccountPaymentResult, type HouseAccount } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { createCustomer } from "../customers/customer-fixtures";
import { insertProduct } from "../sales/sale-fixtures";
import { getAccount, postAccountPayment, postCharge, putAccount } from "./house-account-fixtures";

// On PGlite (one connection) these run one after another; the server-pg project runs them truly
// at once on PostgreSQL, where the lock on the account's row keeps the limit and the balance right.
let app: TestApp;
let owner: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Fleet Wash", price: 3000 });
});
afterAll(() => app.close());

const cart = (customerId: string) => ({ customerId, lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 3000 });

describe("concurrency", () => {
  it("lets only one of two simultaneous charges through when together they pass the limit", async () => {
    const customer = await createCustomer(app, owner, { name: "Race Fleet" });
    expect((await putAccount(app, owner, customer.id, { creditLimit: 5000 })).response.statusCode).toBe(200);
    const results = await Promise.all([postCharge(app, owner, cart(customer.id)), postCharge(app, owner, cart(customer.id))]);
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.response.statusCode === 409)!.envelope.code).toBe("houseAccount.overLimit");
    expect(((await getAccount(app, owner, customer.id)).envelope.body as HouseAccount).balance).toBe(3000);
  });

  it("never lets simultaneous payments on account settle more than is owed", async () => {
    const customer = await createCustomer(app, owner, { name: "Paying Fleet" });
    await putAccount(app, owner, customer.id, { creditLimit: 100_000 });
    for (let i = 0; i < 3; i += 1) expect((await postCharge(app, owner, cart(customer.id))).response.statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postAccountPayment(app, owner, customer.id, { method: PaymentMethod.Check, amount: 2500 })),
    );
    const paid = results.filter((r) => r.response.statusCode === 200);
    // $90.00 owed: three payments of $25.00 fit, the rest are refused, whatever their order.
    expect(paid).toHaveLength(3);
    for (const refused of results.filter((r) => r.response.statusCode !== 200)) expect(refused.envelope.code).toBe("houseAccount.paymentOverBalance");
    const last = paid.map((r) => r.envelope.body as AccountPaymentResult).sort((a, b) => a.account.balance - b.account.balance)[0]!;
    expect(last.account.balance).toBe(1500);
    expect(((await getAccount(app, owner, customer.id)).envelope.body as HouseAccount).balance).toBe(1500);
  });
});
