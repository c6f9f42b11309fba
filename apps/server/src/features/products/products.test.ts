import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ActivityAction,
  ApiStatus,
  catalogMessages,
  DiscountType,
  ItemKind,
  type Product,
  type ProductInput,
  productRefusals,
  ReportRole,
  TaxMethod,
  TaxType,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, comboItems, products } from "../../platform/db/schema";
import { createProduct, freshCode, serviceInput, standardInput } from "./product-fixtures";

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const fieldsOf = (body: unknown) => (body as { fields: { field: string; message: string }[] }).fields;

async function activitiesOf(productId: string) {
  return app.db
    .select({ action: activityLogs.action, details: activityLogs.details })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "product"), eq(activityLogs.entityId, productId)))
    .orderBy(activityLogs.id);
}

const patch = (id: string, product: ProductInput, token = owner) => call(app, "PATCH", `/api/products/${id}`, { token, body: { product } });

describe("POST /api/products", () => {
  it("saves a service priced per vehicle type, with its tax and default discount", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const input = serviceInput({
      name: "Deluxe Wash",
      description: "Foam, wheels, hand dry.",
      price: 1800,
      cost: 300,
      tax: { type: TaxType.Percentage, method: TaxMethod.Inclusive, rate: 8875 },
      discount: { type: DiscountType.Fixed, rate: 200 },
      vehiclePrices: { SUV: 2200, LargePickup: 2600, Van: null },
      durationMinutes: 45,
      bookableOnline: true,
    });
    const { response, envelope } = await call(app, "POST", "/api/products", { token: owner, body: { product: input } });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Product saved.");
    const product = envelope.body as Product;
    expect(product).toEqual({
      id: expect.any(String),
      kind: ItemKind.Service,
      name: "Deluxe Wash",
      code: input.code,
      category: "Washes",
      image: null,
      imageThumbURL: null,
      description: "Foam, wheels, hand dry.",
      price: 1800,
      cost: 300,
      tax: { type: TaxType.Percentage, method: TaxMethod.Inclusive, rate: 8875 },
      discount: { type: DiscountType.Fixed, rate: 200 },
      vehiclePrices: { SUV: 2200, LargePickup: 2600 },
      stock: null,
      active: true,
      favourite: false,
      position: null,
      reportRole: ReportRole.None,
      durationMinutes: 45,
      bookableOnline: true,
      comboItems: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(publish).toHaveBeenCalledWith({ entity: "products", id: product.id, action: "New" });
    expect(await activitiesOf(product.id)).toEqual([{ action: ActivityAction.New, details: { name: "Deluxe Wash", code: input.code } }]);
    publish.mockRestore();
  });

  it("starts a standard product at the stock typed, or at 0", async () => {
    expect((await createProduct(app, owner, standardInput({ stock: 24 }))).stock).toBe(24);
    expect((await createProduct(app, owner, standardInput({ stock: undefined }))).stock).toBe(0);
    expect((await createProduct(app, owner, standardInput({ stock: null }))).stock).toBe(0);
  });

  it("saves a combo with its contents, named", async () => {
    const wash = await createProduct(app, owner, serviceInput({ name: "Basic Wash" }));
    const towel = await createProduct(app, owner, standardInput({ name: "Microfiber Towel" }));
    const combo = await createProduct(app, owner, {
      kind: ItemKind.Combo,
      name: "Wash + Towel",
      code: freshCode("CMB"),
      price: 1500,
      comboItems: [
        { productId: wash.id, quantity: 1 },
        { productId: towel.id, quantity: 2 },
      ],
    });
    expect(combo.stock).toBeNull();
    expect(combo.comboItems).toEqual([
      { productId: wash.id, name: "Basic Wash", code: wash.code, kind: ItemKind.Service, quantity: 1 },
      { productId: towel.id, name: "Microfiber Towel", code: towel.code, kind: ItemKind.Standard, quantity: 2 },
    ]);
  });

  it("refuses a combo of a missing product or of another combo, and writes nothing", async () => {
    const wash = await createProduct(app, owner, serviceInput());
    const combo = await createProduct(app, owner, {
      kind: ItemKind.Combo,
      name: "Inner",
      code: freshCode("CMB"),
      price: 100,
      comboItems: [{ productId: wash.id, quantity: 1 }],
    });
    const before = await app.db.$count(products);
    const cases: [string, string][] = [
      ["0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0999", "A product in this combo does not exist or was deleted."],
      [combo.id, "A combo can't contain another combo."],
    ];
    for (const [productId, message] of cases) {
      const { response, envelope } = await call(app, "POST", "/api/products", {
        token: owner,
        body: {
          product: {
            kind: ItemKind.Combo,
            name: "Outer",
            code: freshCode("CMB"),
            price: 100,
            comboItems: [
              { productId: wash.id, quantity: 1 },
              { productId, quantity: 1 },
            ],
          },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(envelope.message).toBe(message);
      expect(fieldsOf(envelope.body)).toEqual([{ field: "product.comboItems", message }]);
    }
    expect(await app.db.$count(products)).toBe(before);
  });

  it("refuses what the form would refuse, with the field and the words of docs/product.md, and writes nothing", async () => {
    const before = await app.db.$count(products);
    const cases: [Partial<ProductInput>, string, string][] = [
      [{ name: " " }, "product.name", "Field is required!"],
      [{ code: "" }, "product.code", "Field is required!"],
      [{ code: "WASH 1" }, "product.code", "No Space is accepted!"],
      [{ price: -100 }, "product.price", "Negative amount is not acceptable!"],
      [{ price: undefined }, "product.price", "Field is required!"],
      [{ tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 0 } }, "product.tax.rate", "Minimum 0.001 !"],
      [{ stock: 5 }, "product.stock", "Only standard products keep stock."],
      [{ image: "https://cdn.example.com/deluxe.png" }, "product.image", catalogMessages.image],
      [{ kind: ItemKind.Standard, vehiclePrices: { SUV: 100 } }, "product.vehiclePrices", "Only services have prices per vehicle type."],
      [{ kind: ItemKind.Combo }, "product.comboItems", "A combo needs at least one product!"],
    ];
    for (const [overrides, field, message] of cases) {
      const { response, envelope } = await call(app, "POST", "/api/products", { token: owner, body: { product: serviceInput(overrides) } });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(envelope.status).toBe(ApiStatus.ERROR);
      expect(fieldsOf(envelope.body)).toContainEqual({ field, message });
    }
    expect(await app.db.$count(products)).toBe(before);
  });

  it("refuses a code in use, in any case, naming its product (409)", async () => {
    const code = freshCode("DUP");
    await createProduct(app, owner, serviceInput({ name: "Ultimate Wash", code }));
    for (const taken of [code, code.toLowerCase()]) {
      const { response, envelope } = await call(app, "POST", "/api/products", { token: owner, body: { product: serviceInput({ code: taken }) } });
      expect(response.statusCode).toBe(409);
      expect(envelope.isSuccess).toBe(false);
      expect(envelope.message).toBe(`The code ${taken} is already used by Ultimate Wash.`);
      expect(envelope.code).toBe(productRefusals.codeTaken.code);
      expect(fieldsOf(envelope.body)).toEqual([{ field: "product.code", message: envelope.message }]);
    }
  });

  it("lets exactly one of several simultaneous saves with one code through", async () => {
    const code = freshCode("RACE");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(app, "POST", "/api/products", { token: owner, body: { product: serviceInput({ name: `Racer ${i}`, code }) } })),
    );
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    expect(await app.db.$count(products, eq(products.code, code))).toBe(1);
  });
});

describe("GET /api/products/:id", () => {
  it("returns the product", async () => {
    const created = await createProduct(app, owner, standardInput());
    const { response, envelope } = await call(app, "GET", `/api/products/${created.id}`, { token: manager });
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toEqual(created);
  });

  it("answers 404 for a product that does not exist, 400 for an id that is not one", async () => {
    const missing = await call(app, "GET", "/api/products/0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0999", { token: owner });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.envelope.message).toBe("This product does not exist or was deleted.");
    expect(missing.envelope.code).toBe(productRefusals.notFound.code);
    expect((await call(app, "GET", "/api/products/42", { token: owner })).response.statusCode).toBe(400);
  });
});

describe("PATCH /api/products/:id", () => {
  it("replaces what the form sends, logs the edit and tells open screens", async () => {
    const created = await createProduct(app, owner, serviceInput({ name: "Express Wash", price: 1000 }));
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await patch(
      created.id,
      serviceInput({ name: "Express Wash+", code: created.code, price: 1100, vehiclePrices: { SUV: 1400 }, active: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toMatchObject({ id: created.id, name: "Express Wash+", price: 1100, vehiclePrices: { SUV: 1400 }, active: false });
    expect(publish).toHaveBeenCalledWith({ entity: "products", id: created.id, action: "Edit" });
    expect((await activitiesOf(created.id)).map((a) => a.action)).toEqual([ActivityAction.New, ActivityAction.Edit]);
    publish.mockRestore();
  });

  it("keeps the stored stock when none is sent (sales may have moved it), replaces it when one is", async () => {
    const created = await createProduct(app, owner, standardInput({ stock: 10 }));
    // A sale lowers the count while someone has the form open.
    await app.db.update(products).set({ stock: 9 }).where(eq(products.id, created.id));
    const kept = await patch(created.id, standardInput({ code: created.code, name: "Renamed", stock: undefined }));
    expect(kept.envelope.body).toMatchObject({ name: "Renamed", stock: 9 });
    const counted = await patch(created.id, standardInput({ code: created.code, stock: 30 }));
    expect((counted.envelope.body as Product).stock).toBe(30);
  });

  it("follows a change of kind: stock only for standard, vehicle prices only for services", async () => {
    const created = await createProduct(app, owner, serviceInput({ vehiclePrices: { Van: 2000 } }));
    const toStandard = await patch(created.id, standardInput({ code: created.code, stock: undefined }));
    expect(toStandard.envelope.body).toMatchObject({ kind: ItemKind.Standard, stock: 0, vehiclePrices: {} });
    const toService = await patch(created.id, serviceInput({ code: created.code }));
    expect(toService.envelope.body).toMatchObject({ kind: ItemKind.Service, stock: null });
  });

  it("keeps the counter tile's favourite flag and position, and refuses a position outside 1–9999", async () => {
    const created = await createProduct(app, owner, serviceInput({ favourite: true, position: 3 }));
    expect(created).toMatchObject({ favourite: true, position: 3 });
    const moved = await patch(created.id, serviceInput({ code: created.code, favourite: false, position: null }));
    expect(moved.envelope.body).toMatchObject({ favourite: false, position: null });
    const refused = await patch(created.id, serviceInput({ code: created.code, position: 0 }));
    expect(refused.response.statusCode).toBe(400);
    expect(refused.envelope.message).toBe(catalogMessages.positionRange);
  });

  it("keeps what the sales report counts a service as, and refuses a role on a standard product", async () => {
    const created = await createProduct(app, owner, serviceInput({ reportRole: ReportRole.PremiumPackage }));
    expect(created.reportRole).toBe(ReportRole.PremiumPackage);
    const relabelled = await patch(created.id, serviceInput({ code: created.code, reportRole: ReportRole.AddOn }));
    expect(relabelled.envelope.body).toMatchObject({ reportRole: ReportRole.AddOn });
    const refused = await patch(created.id, standardInput({ code: created.code, reportRole: ReportRole.Package }));
    expect(refused.response.statusCode).toBe(400);
    expect(refused.envelope.message).toBe(catalogMessages.reportRoleServiceOnly);
    expect(fieldsOf(refused.envelope.body)).toEqual([{ field: "product.reportRole", message: catalogMessages.reportRoleServiceOnly }]);
  });

  it("keeps a service's length and online booking flag, and refuses a length on a standard product or booking without one", async () => {
    const created = await createProduct(app, owner, serviceInput({ durationMinutes: 30 }));
    expect(created).toMatchObject({ durationMinutes: 30, bookableOnline: false });
    const changed = await patch(created.id, serviceInput({ code: created.code, durationMinutes: 90, bookableOnline: true }));
    expect(changed.envelope.body).toMatchObject({ durationMinutes: 90, bookableOnline: true });
    expect((await call(app, "GET", `/api/products/${created.id}`, { token: owner })).envelope.body).toMatchObject({
      durationMinutes: 90,
      bookableOnline: true,
    });
    const cleared = await patch(created.id, serviceInput({ code: created.code, durationMinutes: null, bookableOnline: false }));
    expect(cleared.envelope.body).toMatchObject({ durationMinutes: null, bookableOnline: false });
    const standard = await patch(created.id, standardInput({ code: created.code, durationMinutes: 30 }));
    expect(standard.response.statusCode).toBe(400);
    expect(standard.envelope.message).toBe(catalogMessages.durationServiceOnly);
    const bookable = await patch(created.id, serviceInput({ code: created.code, bookableOnline: true }));
    expect(bookable.response.statusCode).toBe(400);
    expect(bookable.envelope.message).toBe(catalogMessages.durationForBooking);
  });

  it("keeps its own code in another case, refuses another product's", async () => {
    const mine = await createProduct(app, owner, serviceInput({ code: freshCode("MINE") }));
    const theirs = await createProduct(app, owner, serviceInput({ name: "Their Wash", code: freshCode("THEIRS") }));
    expect((await patch(mine.id, serviceInput({ code: mine.code.toLowerCase() }))).response.statusCode).toBe(200);
    const taken = await patch(mine.id, serviceInput({ code: theirs.code }));
    expect(taken.response.statusCode).toBe(409);
    expect(taken.envelope.message).toBe(`The code ${theirs.code} is already used by Their Wash.`);
  });

  it("replaces a combo's contents, and drops them when it stops being a combo", async () => {
    const a = await createProduct(app, owner, serviceInput());
    const b = await createProduct(app, owner, standardInput());
    const combo = await createProduct(app, owner, {
      kind: ItemKind.Combo,
      name: "Combo",
      code: freshCode("CMB"),
      price: 100,
      comboItems: [{ productId: a.id, quantity: 1 }],
    });
    const swapped = await patch(combo.id, {
      kind: ItemKind.Combo,
      name: "Combo",
      code: combo.code,
      price: 100,
      comboItems: [{ productId: b.id, quantity: 3 }],
    });
    expect((swapped.envelope.body as Product).comboItems).toEqual([{ productId: b.id, name: b.name, code: b.code, kind: ItemKind.Standard, quantity: 3 }]);
    const itself = await patch(combo.id, {
      kind: ItemKind.Combo,
      name: "Combo",
      code: combo.code,
      price: 100,
      comboItems: [{ productId: combo.id, quantity: 1 }],
    });
    expect(itself.response.statusCode).toBe(400);
    await patch(combo.id, serviceInput({ code: combo.code }));
    expect(await app.db.$count(comboItems, eq(comboItems.comboId, combo.id))).toBe(0);
  });

  it("refuses to turn a combo's part into a combo", async () => {
    const part = await createProduct(app, owner, serviceInput());
    const other = await createProduct(app, owner, serviceInput());
    await createProduct(app, owner, {
      kind: ItemKind.Combo,
      name: "Holder",
      code: freshCode("CMB"),
      price: 100,
      comboItems: [{ productId: part.id, quantity: 1 }],
    });
    const { response, envelope } = await patch(part.id, {
      kind: ItemKind.Combo,
      name: "Nested",
      code: part.code,
      price: 100,
      comboItems: [{ productId: other.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("A combo can't contain another combo.");
  });

  it("answers 404 for a product that does not exist", async () => {
    const { response } = await patch("0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0999", serviceInput());
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /api/products/:id", () => {
  it("soft-deletes: gone from reads and lists, row kept, code free again, logged", async () => {
    const created = await createProduct(app, owner, serviceInput({ name: "Doomed Wash" }));
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await call(app, "DELETE", `/api/products/${created.id}`, { token: manager });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Product deleted.");
    expect(publish).toHaveBeenCalledWith({ entity: "products", id: created.id, action: "Delete" });
    publish.mockRestore();
    expect((await call(app, "GET", `/api/products/${created.id}`, { token: owner })).response.statusCode).toBe(404);
    const list = await call(app, "GET", `/api/products?search=${encodeURIComponent(created.code)}`, { token: owner });
    expect((list.envelope.body as { total: number }).total).toBe(0);
    expect(await app.db.$count(products, eq(products.id, created.id))).toBe(1);
    expect((await activitiesOf(created.id)).at(-1)).toEqual({ action: ActivityAction.Delete, details: { name: "Doomed Wash" } });
    await createProduct(app, owner, serviceInput({ code: created.code }));
    expect((await call(app, "DELETE", `/api/products/${created.id}`, { token: owner })).response.statusCode).toBe(404);
  });

  it("refuses to delete a product a combo still bundles", async () => {
    const part = await createProduct(app, owner, standardInput());
    await createProduct(app, owner, {
      kind: ItemKind.Combo,
      name: "Shine Pack",
      code: freshCode("CMB"),
      price: 100,
      comboItems: [{ productId: part.id, quantity: 1 }],
    });
    const { response, envelope } = await call(app, "DELETE", `/api/products/${part.id}`, { token: owner });
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("This product is part of the combo Shine Pack. Remove it from the combo first.");
    expect(envelope.code).toBe(productRefusals.inCombo.code);
  });
});

describe("permissions", () => {
  it("keeps the catalog's changes from a cashier (no products.new, edit, delete or list)", async () => {
    const product = await createProduct(app, owner, serviceInput());
    const refused = [
      await call(app, "POST", "/api/products", { token: cashier, body: { product: serviceInput() } }),
      await call(app, "PATCH", `/api/products/${product.id}`, { token: cashier, body: { product: serviceInput({ code: product.code }) } }),
      await call(app, "DELETE", `/api/products/${product.id}`, { token: cashier }),
      await call(app, "GET", "/api/products", { token: cashier }),
      await call(app, "GET", `/api/products/${product.id}`, { token: cashier }),
    ];
    for (const { response, envelope } of refused) {
      expect(response.statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
  });

  it("lets a cashier search products for a sale", async () => {
    const { response } = await call(app, "GET", "/api/search/product?text=wash", { token: cashier });
    expect(response.statusCode).toBe(200);
  });

  it("lets a cashier read the categories in use (the counter's chips), which each search result names anyway", async () => {
    const { response, envelope } = await call(app, "GET", "/api/products/categories", { token: cashier });
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toEqual((await call(app, "GET", "/api/products/categories", { token: owner })).envelope.body);
  });

  it("asks for a session on every products route", async () => {
    for (const [method, url] of [
      ["GET", "/api/products"],
      ["GET", "/api/search/product"],
      ["POST", "/api/products"],
    ] as const) {
      expect((await call(app, method, url)).response.statusCode).toBe(401);
    }
  });

  it("declares a permission on every products route", () => {
    const mine = app.routes.filter((r) => r.url.startsWith("/api/products") || r.url === "/api/search/product");
    expect(mine).toHaveLength(7);
    for (const r of mine) expect(Array.isArray(r.access), `${r.method} ${r.url}`).toBe(true);
  });

  it("documents the products routes in the OpenAPI document", async () => {
    const doc = (await call(app, "GET", "/api/docs/json")).response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/products", "/api/products/{id}", "/api/products/categories", "/api/search/product"]));
  });
});
