import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, PaymentMethod, VoidOrRefund, type GeneralReport, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { sales } from "../../platform/db/schema";
import { createSale, insertProduct, postPayment, postRefund } from "../sales/sale-fixtures";
import { businessDateAt } from "../../platform/shop-clock";

// On PGlite these run one after another; the server-pg project runs them at once on PostgreSQL,
// where reports recompute a day while sales on that same day commit around them.
let app: TestApp;
let owner: string;
let washId: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2_500 })).id;
});
afterAll(() => app.close());

describe("summaries under concurrent writes", () => {
  it("end up equal to the raw rows when reports run in the middle of sales, payments and refunds", async () => {
    const day = businessDateAt(new Date(), "America/New_York");
    const report = () => call(app, "GET", `/api/reports/general?from=${day}&to=${day}`, { token: owner });
    const work = Array.from({ length: 12 }, async (_, i) => {
      const sale: Sale = await createSale(app, owner, { lines: [{ productId: washId, quantity: 1 }], expectedAmount: 2_500, payments: [] });
      await report();
      expect((await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: 2_500, tip: 100 })).response.statusCode).toBe(200);
      if (i % 3 === 0)
        expect(
          (await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Spots", amount: 500, method: PaymentMethod.CreditCard })).response
            .statusCode,
        ).toBe(200);
    });
    await Promise.all([...work, report(), report(), report()]);

    const { envelope } = await report();
    const general = envelope.body as GeneralReport;
    const raw = await app.db.select().from(sales);
    expect(general.sales.saleCount).toBe(raw.length);
    expect(general.sales.amount).toBe(raw.reduce((t, s) => t + s.amount, 0));
    expect(general.sales.refunds).toBe(4 * 500);
    expect(general.sales.tips).toBe(12 * 100);
    expect(general.paymentsTotal).toBe(12 * 2_500);
  });
});
