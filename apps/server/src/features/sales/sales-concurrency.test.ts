import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ItemKind, OrderStatus, PaymentMethod, VoidOrRefund, type Sale } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { idempotencyKeys, payments, refunds, sales } from "../../platform/db/schema";
import { createSale, insertProduct, postPayment, postRefund, postSale, stockOf } from "./sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

// On PGlite (one connection) these run one after another; the server-pg project runs them truly
// at once on PostgreSQL, where the row lock and the unique key are what keep the money right.
let app: TestApp;
let owner: string;
/** The open drawer the cash of these tests goes into (cash needs one). */
let drawer: string;
let wax: Awaited<ReturnType<typeof insertProduct>>;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  wax = await insertProduct(app, { name: "Wax Kit", price: 1000, stock: 1000 });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2500 });
  drawer = (await openRegister(app, owner, (await insertRegister(app, "Counter")).id, 10_000)).id;
});
afterAll(() => app.close());

const paidSale = () => ({
  lines: [
    { productId: wax.id, quantity: 2 },
    { productId: wash.id, quantity: 1 },
  ],
  expectedAmount: 4500,
  payments: [{ method: PaymentMethod.CreditCard, amount: 4500 }],
});

describe("concurrency", () => {
  it("lets exactly one of 50 simultaneous full refunds of one sale through", async () => {
    const sale = await createSale(app, owner, paidSale());
    const stock = await stockOf(app, wax.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: `Race ${i}` })),
    );
    const codes = results.map((r) => r.response.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const refused of results.filter((r) => r.response.statusCode === 409)) {
      expect(refused.envelope.message).toBe("This sale was already refunded in full.");
    }
    const [row] = await app.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ refundedTotal: 4500, status: OrderStatus.Refund });
    expect(await app.db.$count(refunds, eq(refunds.saleId, sale.id))).toBe(1);
    // Stock came back once: two units.
    expect(await stockOf(app, wax.id)).toBe(stock! + 2);
  });

  it("makes one sale of 3 simultaneous sends with one Idempotency-Key, and all three get its answer", async () => {
    const before = await app.db.$count(sales);
    const stock = await stockOf(app, wax.id);
    const key = "same-key-three-times";
    const results = await Promise.all([0, 1, 2].map(() => postSale(app, owner, paidSale(), key)));
    expect(results.map((r) => r.response.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(results.map((r) => (r.envelope.body as Sale).id));
    expect(ids.size).toBe(1);
    expect(results.map((r) => r.response.headers["idempotent-replayed"]).sort()).toEqual(["false", "true", "true"]);
    expect(results[1]!.envelope).toEqual(results[0]!.envelope);
    expect(await app.db.$count(sales)).toBe(before + 1);
    expect(await app.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(1);
    expect(await stockOf(app, wax.id)).toBe(stock! - 2);

    const other = await postSale(app, owner, { ...paidSale(), notes: "another body" }, key);
    expect(other.response.statusCode).toBe(409);
    expect(await app.db.$count(sales)).toBe(before + 1);
  });

  it("never takes more than the balance when payments arrive at once", async () => {
    const sale = await createSale(app, owner, { ...paidSale(), payments: [] });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: 3000, registerSessionId: drawer })),
    );
    expect(results.filter((r) => r.response.statusCode === 200)).toHaveLength(1);
    const [row] = await app.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row!.paidTotal).toBe(3000);
    expect(await app.db.$count(payments, eq(payments.saleId, sale.id))).toBe(1);
  });

  it("keeps stock exact under simultaneous sales of the same products", async () => {
    const stock = await stockOf(app, wax.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => postSale(app, owner, paidSale())));
    expect(results.filter((r) => r.response.statusCode !== 200).map((r) => r.envelope.message)).toEqual([]);
    expect(await stockOf(app, wax.id)).toBe(stock! - 40);
  });
});
