import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, PaymentMethod, VoidOrRefund, type GeneralReport, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { eq, inArray } from "drizzle-orm";
import { customers, sales, summaryCustomers } from "../../platform/db/schema";
import { createSale, insertProduct, postPayment, postRefund } from "../sales/sale-fixtures";
import { businessDateAt } from "../../platform/shop-clock";
import { addDays } from "@washdesk/domain";
import { freshenSummaries } from "./summaries.service";

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

  it("keep a customer's rollup the sum of their days when two recomputes of different days touch them at once", async () => {
    const [customer] = await app.db.insert(customers).values({ name: "Dana Reyes", phone: "5550101001" }).returning();
    const today = businessDateAt(new Date(), "America/New_York");
    const days = [addDays(today, -20), addDays(today, -10)];
    for (let round = 1; round <= 5; round++) {
      // One more visit on each of two days, then both days recomputed at once (two connections on PostgreSQL).
      for (const day of days) {
        const sale = await createSale(app, owner, {
          lines: [{ productId: washId, quantity: 1 }],
          customerId: customer!.id,
          expectedAmount: 2_500,
          payments: [],
        });
        await app.db.update(sales).set({ businessDate: day }).where(eq(sales.id, sale.id));
      }
      await Promise.all(days.map((day) => freshenSummaries(app.db, day, day)));
      const rows = await app.db
        .select()
        .from(summaryCustomers)
        .where(inArray(summaryCustomers.customerId, [customer!.id]));
      expect(rows).toEqual([
        { customerId: customer!.id, firstVisit: days[0], lastVisit: days[1], visitCount: 2 * round, amount: 2 * round * 2_500, givenBack: 0 },
      ]);
    }
  });
});
