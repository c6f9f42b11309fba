import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ActivityAction,
  ApiStatus,
  DiscountType,
  ItemKind,
  type Purchase,
  type PurchaseLineInput,
  type PurchasePage,
  purchaseRefusals,
  TaxMethod,
  TaxType,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, purchaseLines, purchases, products } from "../../platform/db/schema";
import { createVendor, vendorInput } from "../vendors/vendor-fixtures";
import { insertProduct, purchaseInput, stockOf } from "./purchase-fixtures";

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let vendorId: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  vendorId = (await createVendor(app, owner, vendorInput({ company: "Acme Towels" }))).id;
});
afterAll(() => app.close());

const fieldsOf = (body: unknown) => (body as { fields: { field: string; message: string }[] }).fields;
const post = (body: unknown, token = manager) => call(app, "POST", "/api/purchases", { token, body: { purchase: body } });

// Computed by hand (docs/product.md §9: discount first, then exclusive tax on the discounted price):
// towels: 3 × $10.00, 10 % off → $9.00, + $0.50 fixed tax → $9.50 each → $28.50.
// wax:    2 × $4.99, no discount, 8.875 % tax → $0.442862… → $0.44 → $5.43 each → $10.86.
// The purchase: $28.50 + $10.86 = $39.36.
const towelsLine = (productId: string): PurchaseLineInput => ({
  productId,
  quantity: 3,
  price: 1000,
  discount: { type: DiscountType.Percentage, rate: 10_000 },
  tax: { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: 50 },
});
const waxLine = (productId: string): PurchaseLineInput => ({
  productId,
  quantity: 2,
  price: 499,
  tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
});

describe("POST /api/purchases", () => {
  it("saves a purchase with two lines, checks the amount, and raises the stock of both products", async () => {
    const towels = await insertProduct(app, { name: "Microfiber Towels", code: "MFT-1", category: "Retail", image: "/img/mft.png", stock: 10 });
    const wax = await insertProduct(app, { name: "Carnauba Wax", code: "WAX-1", stock: 4 });
    const publish = vi.spyOn(app.deps.realtime, "publish");

    const { response, envelope } = await post(
      purchaseInput(vendorId, { amount: 3936, products: [towelsLine(towels.id), { ...waxLine(wax.id), note: "Promo batch" }], notes: "Monthly order" }),
    );
    expect(response.statusCode).toBe(200);
    expect(envelope).toMatchObject({ isSuccess: true, message: "Purchase saved." });
    const purchase = envelope.body as Purchase;
    expect(purchase).toMatchObject({
      date: "2026-05-20 10:15:00",
      vendor: { id: vendorId, company: "Acme Towels" },
      paidBy: "Check",
      amount: 3936,
      subTotal: 2700 + 998,
      discountTotal: 300,
      taxTotal: 150 + 88,
      notes: "Monthly order",
      attachments: [],
      createdBy: { name: "Manager Tester" },
    });
    expect(purchase.products).toEqual([
      expect.objectContaining({
        position: 0,
        productId: towels.id,
        name: "Microfiber Towels",
        code: "MFT-1",
        category: "Retail",
        image: "/img/mft.png",
        quantity: 3,
        price: 1000,
        discountTotal: 300,
        netTotal: 2700,
        taxTotal: 150,
        subTotal: 2850,
      }),
      expect.objectContaining({
        position: 1,
        productId: wax.id,
        name: "Carnauba Wax",
        note: "Promo batch",
        quantity: 2,
        price: 499,
        discountTotal: 0,
        taxTotal: 88,
        subTotal: 1086,
      }),
    ]);
    expect(await stockOf(app, towels.id)).toBe(13);
    expect(await stockOf(app, wax.id)).toBe(6);

    // Stored in the shop's time zone (America/New_York by default): 10:15 EDT is 14:15 UTC.
    const [row] = await app.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row?.date.toISOString()).toBe("2026-05-20T14:15:00.000Z");

    expect(publish).toHaveBeenCalledWith({ entity: "purchases", id: purchase.id, action: "New" });
    expect(publish).toHaveBeenCalledWith({ entity: "products", id: null, action: "Edit" });
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "purchase"), eq(activityLogs.entityId, purchase.id)));
    expect(logged.map((l) => [l.action, l.details])).toEqual([[ActivityAction.New, { vendor: "Acme Towels", amount: 3936, lines: 2 }]]);
    publish.mockRestore();
  });

  it("refuses an amount the lines do not add up to, and changes nothing", async () => {
    const towels = await insertProduct(app, { stock: 5 });
    const before = await app.db.$count(purchases);
    const { response, envelope } = await post(purchaseInput(vendorId, { amount: 3000, products: [towelsLine(towels.id)] }));
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("The amount must equal the sum of the line subtotals ($28.50)!");
    expect(fieldsOf(envelope.body)).toEqual([{ field: "purchase.amount", message: "The amount must equal the sum of the line subtotals ($28.50)!" }]);
    expect(await app.db.$count(purchases)).toBe(before);
    expect(await stockOf(app, towels.id)).toBe(5);
  });

  it("takes any amount when there are no product lines", async () => {
    const { response, envelope } = await post(purchaseInput(vendorId, { amount: 12_345, products: [] }));
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toMatchObject({ amount: 12_345, products: [], paidBy: "Check" });
  });

  it("leaves the stock of products that keep none (services) alone", async () => {
    const service = await insertProduct(app, { kind: ItemKind.Service, name: "Wash supplies", stock: null });
    const { response } = await post(purchaseInput(vendorId, { amount: 1000, products: [{ productId: service.id, quantity: 4, price: 250 }] }));
    expect(response.statusCode).toBe(200);
    expect(await stockOf(app, service.id)).toBeNull();
  });

  it.each([
    [{ date: "", vendor: "", amount: null }, "purchase.date", "Field is required!"],
    [{ amount: 0 }, "purchase.amount", "Minimum 0.01 !"],
    [{ date: "05/20/2026" }, "purchase.date", "Use the date format YYYY-MM-DD HH:mm:ss."],
    [{ paidBy: "Card" }, "purchase.paidBy", "Field is required!"],
  ] as const)("refuses %j: %s says %s", async (override, field, message) => {
    const { response, envelope } = await post({ ...purchaseInput(vendorId), ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(envelope.body)[0]).toEqual({ field, message });
  });

  it.each([
    [{ quantity: 0 }, "purchase.products.0.quantity", "Minimum 1 !"],
    [{ quantity: undefined }, "purchase.products.0.quantity", "Field is required!"],
    [{ price: 0 }, "purchase.products.0.price", "Minimum 0.01 !"],
    [{ tax: { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: 0 } }, "purchase.products.0.tax.rate", "Minimum 0.01 !"],
    [{ tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 5 } }, "purchase.products.0.tax.rate", "Minimum 0.01 !"],
  ] as const)("refuses a line with %j: %s says %s", async (override, field, message) => {
    const product = await insertProduct(app);
    // Sent as a client might, missing fields and all: the server's rules answer.
    const { response, envelope } = await post({ ...purchaseInput(vendorId), products: [{ productId: product.id, quantity: 1, price: 1000, ...override }] });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(envelope.body)).toEqual([{ field, message }]);
  });

  it("refuses a vendor or a product that does not exist or was deleted", async () => {
    const gone = await createVendor(app, owner, vendorInput({ company: "Gone Supply" }));
    await call(app, "DELETE", `/api/purchases/vendors/${gone.id}`, { token: owner });
    const badVendor = await post(purchaseInput(gone.id));
    expect(badVendor.response.statusCode).toBe(400);
    expect(fieldsOf(badVendor.envelope.body)).toEqual([{ field: "purchase.vendor", message: "This vendor does not exist or was deleted." }]);
    expect(badVendor.envelope.code).toBe(purchaseRefusals.vendorGone.code);

    const product = await insertProduct(app, { deletedAt: new Date() });
    const badProduct = await post(purchaseInput(vendorId, { amount: 1000, products: [{ productId: product.id, quantity: 1, price: 1000 }] }));
    expect(badProduct.response.statusCode).toBe(400);
    expect(fieldsOf(badProduct.envelope.body)).toEqual([{ field: "purchase.products.0.productId", message: "This product does not exist or was deleted." }]);
    expect(badProduct.envelope.code).toBe(purchaseRefusals.productGone.code);
  });

  it("refuses an attachment that was not uploaded here", async () => {
    const attachment = { downloadURL: "https://elsewhere.example/receipt.png", thumbURL: "", mimeType: "image/png", originalName: "receipt.png" };
    const { response } = await post(purchaseInput(vendorId, { attachments: [attachment] }));
    expect(response.statusCode).toBe(400);
  });
});

describe("PATCH and DELETE /api/purchases/:id: stock follows", () => {
  it("moves stock by the difference when lines change, and takes it all back on delete", async () => {
    const towels = await insertProduct(app, { stock: 10 });
    const wax = await insertProduct(app, { stock: 10 });
    const brush = await insertProduct(app, { stock: 10 });
    const created = await post(purchaseInput(vendorId, { amount: 3936, products: [towelsLine(towels.id), waxLine(wax.id)] }));
    const id = (created.envelope.body as Purchase).id;
    expect([await stockOf(app, towels.id), await stockOf(app, wax.id)]).toEqual([13, 12]);

    // Towels 3 → 5, wax removed, brush added (1 × $2.00): 5 × $9.50 + $2.00 = $49.50.
    const edit = await call(app, "PATCH", `/api/purchases/${id}`, {
      token: owner,
      body: {
        purchase: purchaseInput(vendorId, {
          date: "2026-05-21 08:00:00",
          paidBy: "Credit",
          amount: 4950,
          products: [
            { ...towelsLine(towels.id), quantity: 5 },
            { productId: brush.id, quantity: 1, price: 200 },
          ],
        }),
      },
    });
    expect(edit.response.statusCode).toBe(200);
    expect(edit.envelope.message).toBe("Purchase saved.");
    expect(edit.envelope.body).toMatchObject({ date: "2026-05-21 08:00:00", paidBy: "Credit", amount: 4950 });
    expect([await stockOf(app, towels.id), await stockOf(app, wax.id), await stockOf(app, brush.id)]).toEqual([15, 10, 11]);
    expect(await app.db.$count(purchaseLines, eq(purchaseLines.purchaseId, id))).toBe(2);

    // A refused edit changes nothing.
    const refused = await call(app, "PATCH", `/api/purchases/${id}`, {
      token: owner,
      body: { purchase: purchaseInput(vendorId, { amount: 1, products: [towelsLine(towels.id)] }) },
    });
    expect(refused.response.statusCode).toBe(400);
    expect(await stockOf(app, towels.id)).toBe(15);

    const removed = await call(app, "DELETE", `/api/purchases/${id}`, { token: owner });
    expect(removed.envelope.message).toBe("Purchase deleted.");
    expect([await stockOf(app, towels.id), await stockOf(app, wax.id), await stockOf(app, brush.id)]).toEqual([10, 10, 10]);
    const [row] = await app.db.select().from(purchases).where(eq(purchases.id, id));
    expect(row?.deletedAt).not.toBeNull();

    const again = await call(app, "DELETE", `/api/purchases/${id}`, { token: owner });
    expect(again.response.statusCode).toBe(404);
    expect(again.envelope.message).toBe("This purchase does not exist or was deleted.");
    expect(again.envelope.code).toBe(purchaseRefusals.notFound.code);
    expect(await stockOf(app, towels.id)).toBe(10);
    expect((await call(app, "GET", `/api/purchases/${id}`, { token: owner })).response.statusCode).toBe(404);
  });

  it("keeps a product deleted since on the purchase being edited", async () => {
    const kept = await insertProduct(app, { stock: 0 });
    const created = await post(purchaseInput(vendorId, { amount: 1000, products: [{ productId: kept.id, quantity: 1, price: 1000 }] }));
    const id = (created.envelope.body as Purchase).id;
    await app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, kept.id));
    const edit = await call(app, "PATCH", `/api/purchases/${id}`, {
      token: owner,
      body: { purchase: purchaseInput(vendorId, { amount: 2000, products: [{ productId: kept.id, quantity: 2, price: 1000 }] }) },
    });
    expect(edit.response.statusCode).toBe(200);
    expect(await stockOf(app, kept.id)).toBe(2);
  });
});

describe("two deletes of one purchase at once", () => {
  it("takes the stock back once: one succeeds, the other finds it gone", async () => {
    const product = await insertProduct(app, { stock: 0 });
    const created = await post(purchaseInput(vendorId, { amount: 3000, products: [{ productId: product.id, quantity: 6, price: 500 }] }));
    const id = (created.envelope.body as Purchase).id;
    expect(await stockOf(app, product.id)).toBe(6);
    const answers = await Promise.all([
      call(app, "DELETE", `/api/purchases/${id}`, { token: owner }),
      call(app, "DELETE", `/api/purchases/${id}`, { token: owner }),
    ]);
    expect(answers.map((a) => a.response.statusCode).sort()).toEqual([200, 404]);
    expect(await stockOf(app, product.id)).toBe(0);
  });
});

describe("GET /api/purchases", () => {
  let listVendor: string;
  beforeAll(async () => {
    listVendor = (await createVendor(app, owner, vendorInput({ company: "List Vendor" }))).id;
    const product = await insertProduct(app);
    const add = (date: string, paidBy: string, amount: number, lines: PurchaseLineInput[] = []) =>
      post(purchaseInput(listVendor, { date, paidBy: paidBy as "Cash", amount, products: lines }));
    await add("2026-01-31 23:30:00", "Cash", 1000);
    await add("2026-02-01 00:30:00", "Check", 2500, [{ productId: product.id, quantity: 5, price: 500 }]);
    await add("2026-02-15 12:00:00", "Cash", 4000);
    await add("2026-03-01 09:00:00", "Debit", 800);
  });

  const list = async (query: string) => {
    const { response, envelope } = await call(app, "GET", `/api/purchases?vendorId=${listVendor}&${query}`, { token: manager });
    expect(response.statusCode).toBe(200);
    return envelope.body as PurchasePage;
  };

  it("lists newest first with line counts, and totals every match by payment method", async () => {
    const page = await list("pageSize=2");
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.date)).toEqual(["2026-03-01 09:00:00", "2026-02-15 12:00:00"]);
    expect(page.totals).toEqual({ amount: 8300, byPaidBy: { Cash: 5000, Check: 2500, Debit: 800 } });
    const second = await list("pageSize=2&page=2");
    expect(second.items.map((p) => [p.date, p.lineCount, p.quantity])).toEqual([
      ["2026-02-01 00:30:00", 1, 5],
      ["2026-01-31 23:30:00", 0, 0],
    ]);
    expect(second.items[0]?.vendor).toEqual({ id: listVendor, company: "List Vendor" });
  });

  it("filters by the shop's calendar days and by payment method", async () => {
    const february = await list("from=2026-02-01&to=2026-02-28");
    expect(february.items.map((p) => p.date)).toEqual(["2026-02-15 12:00:00", "2026-02-01 00:30:00"]);
    expect(february.totals.amount).toBe(6500);
    const cash = await list("paidBy=Cash");
    expect(cash.total).toBe(2);
    expect(cash.totals).toEqual({ amount: 5000, byPaidBy: { Cash: 5000 } });
    const refused = await call(app, "GET", "/api/purchases?from=2026-03-01&to=2026-02-01", { token: manager });
    expect(refused.response.statusCode).toBe(400);
  });

  it("shows a purchase's detail with its lines", async () => {
    const [first] = (await list("paidBy=Check")).items;
    const { envelope } = await call(app, "GET", `/api/purchases/${first!.id}`, { token: manager });
    expect((envelope.body as Purchase).products).toHaveLength(1);
  });
});

describe("purchase permissions", () => {
  it("refuses a cashier every purchase route (403) and changes nothing", async () => {
    const someId = "00000000-0000-4000-8000-000000000000";
    const before = await app.db.$count(purchases);
    const attempts: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown][] = [
      ["GET", "/api/purchases", undefined],
      ["POST", "/api/purchases", { purchase: purchaseInput(vendorId) }],
      ["GET", `/api/purchases/${someId}`, undefined],
      ["PATCH", `/api/purchases/${someId}`, { purchase: purchaseInput(vendorId) }],
      ["DELETE", `/api/purchases/${someId}`, undefined],
    ];
    for (const [method, url, body] of attempts) {
      const { response, envelope } = await call(app, method, url, { token: cashier, body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
    expect(await app.db.$count(purchases)).toBe(before);
  });
});
