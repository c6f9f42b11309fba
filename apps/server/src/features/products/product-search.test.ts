import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ItemKind, productSearchQuerySchema, TaxMethod, TaxType, type Product, type ProductPage, type ProductSearchAnswer } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { createProduct, freshCode, serviceInput, standardInput } from "./product-fixtures";
import { searchProducts } from "./product-search.repository";

let app: TestApp;
let owner: string;
let cashier: string;
let wax: Product;
let waxWash: Product;
let towels: Product;
let combo: Product;

// A word in every name of this file's catalog, so the lists see only what these tests made.
const tag = "zq";

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  waxWash = await createProduct(app, owner, serviceInput({ name: `Hot Wax Wash ${tag}`, code: "HWW-1", category: "Washes", price: 2000 }));
  wax = await createProduct(
    app,
    owner,
    standardInput({
      name: `Paste Wax ${tag}`,
      code: "WAX",
      category: "Retail",
      price: 1500,
      stock: 3,
      tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
    }),
  );
  await createProduct(app, owner, serviceInput({ name: `Ceramic Coat ${tag}`, code: "CER-WAX-9", category: "Detailing", price: 25000, active: false }));
  towels = await createProduct(app, owner, standardInput({ name: `Microfiber Towels ${tag}`, code: "MFT", category: "Retail", price: 899, stock: 12 }));
  combo = await createProduct(app, owner, {
    kind: ItemKind.Combo,
    name: `Wax Bundle ${tag}`,
    code: freshCode("CMB"),
    category: "Washes",
    price: 3000,
    comboItems: [
      { productId: waxWash.id, quantity: 1 },
      { productId: wax.id, quantity: 1 },
    ],
  });
  const gone = await createProduct(app, owner, serviceInput({ name: `Deleted Wax ${tag}`, category: "Gone" }));
  await call(app, "DELETE", `/api/products/${gone.id}`, { token: owner });
});
afterAll(() => app.close());

async function list(query: string): Promise<ProductPage> {
  const { response, envelope } = await call(app, "GET", `/api/products?${query}`, { token: owner });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as ProductPage;
}

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name.replace(` ${tag}`, ""));

describe("GET /api/products", () => {
  it("finds by name or code anywhere, in any case, A–Z, with a total", async () => {
    const page = await list(`search=${tag}`);
    expect(names(page)).toEqual(["Ceramic Coat", "Hot Wax Wash", "Microfiber Towels", "Paste Wax", "Wax Bundle"]);
    expect(page.total).toBe(5);
    expect(names(await list(`search=${encodeURIComponent(`WAX ${tag}`)}`))).toEqual(["Paste Wax"]);
    expect(names(await list("search=cer-wax"))).toEqual(["Ceramic Coat"]);
    // LIKE's wildcards are the user's text, not patterns.
    expect((await list(`search=${encodeURIComponent("%")}`)).total).toBe(0);
  });

  it("filters by category, kind and active", async () => {
    expect(names(await list(`search=${tag}&category=Retail`))).toEqual(["Microfiber Towels", "Paste Wax"]);
    expect(names(await list(`search=${tag}&kind=service`))).toEqual(["Ceramic Coat", "Hot Wax Wash"]);
    expect(names(await list(`search=${tag}&kind=combo`))).toEqual(["Wax Bundle"]);
    expect(names(await list(`search=${tag}&active=inactive`))).toEqual(["Ceramic Coat"]);
    expect((await list(`search=${tag}&active=active`)).total).toBe(4);
  });

  it("pages, keeping the total, and sorts by price or stock", async () => {
    const second = await list(`search=${tag}&pageSize=2&page=2`);
    expect(names(second)).toEqual(["Microfiber Towels", "Paste Wax"]);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect((await list(`search=${tag}&page=9`)).items).toEqual([]);
    expect(names(await list(`search=${tag}&sort=price&order=desc`))).toEqual(["Ceramic Coat", "Wax Bundle", "Hot Wax Wash", "Paste Wax", "Microfiber Towels"]);
    expect(names(await list(`search=${tag}&sort=stock`)).slice(0, 2)).toEqual(["Paste Wax", "Microfiber Towels"]);
  });

  it("answers list items without description or combo contents", async () => {
    const [item] = (await list("search=MFT")).items;
    expect(item).toMatchObject({ id: towels.id, stock: 12, price: 899, image: null, active: true });
    expect(item).not.toHaveProperty("description");
    expect(item).not.toHaveProperty("comboItems");
  });

  it("refuses an unknown kind filter", async () => {
    const { response } = await call(app, "GET", "/api/products?kind=tank", { token: owner });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/products/categories", () => {
  it("lists the categories of living products once each, A–Z", async () => {
    const { envelope } = await call(app, "GET", "/api/products/categories", { token: owner });
    expect(envelope.body).toEqual(["Detailing", "Retail", "Washes"]);
  });
});

describe("GET /api/search/product", () => {
  async function search(query: string, token = cashier): Promise<ProductSearchAnswer> {
    const { response, envelope } = await call(app, "GET", `/api/search/product?${query}`, { token });
    expect(response.statusCode, envelope.message).toBe(200);
    return envelope.body as ProductSearchAnswer;
  }
  const found = (answer: ProductSearchAnswer) => answer.results.map((r) => r.name?.replace(` ${tag}`, ""));

  it("answers the projection of docs/product.md, with _id and id, and nothing else", async () => {
    const answer = await search("text=paste&fields=name&fields=code&project=_id,name,category,price,cost,tax,code,image");
    expect(answer).toEqual({
      count: 1,
      results: [
        {
          _id: wax.id,
          id: wax.id,
          name: wax.name,
          category: "Retail",
          price: 1500,
          cost: 120,
          tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
          code: "WAX",
          image: null,
          imageThumbURL: null,
        },
      ],
    });
  });

  it("answers every field a sale needs without a projection", async () => {
    const [result] = (await search(`text=${encodeURIComponent("hot wax")}`)).results;
    expect(result).toEqual({
      _id: waxWash.id,
      id: waxWash.id,
      name: waxWash.name,
      code: "HWW-1",
      category: "Washes",
      image: null,
      imageThumbURL: null,
      price: 2000,
      cost: 0,
      tax: waxWash.tax,
      discount: waxWash.discount,
      kind: ItemKind.Service,
      vehiclePrices: {},
      stock: null,
      active: true,
      favourite: false,
      position: null,
      durationMinutes: null,
    });
  });

  it("orders the counter's tiles as the owner set them: favourites, then positions, then A–Z", async () => {
    const category = `Tiles ${tag}`;
    const make = (name: string, place: { favourite?: boolean; position?: number | null }) =>
      createProduct(app, owner, serviceInput({ name: `${name} ${tag}`, category, price: 1000, ...place }));
    await make("Aardvark Rinse", {});
    await make("Basic Rinse", { position: 2 });
    await make("Zebra Rinse", { favourite: true, position: 9 });
    await make("Chrome Polish", { position: 1 });
    await make("Mango Foam", { favourite: true });
    await make("Blue Shine", {});

    const counter = await search(`categories=${encodeURIComponent(category)}&order=counter`);
    expect(found(counter)).toEqual(["Zebra Rinse", "Mango Foam", "Chrome Polish", "Basic Rinse", "Aardvark Rinse", "Blue Shine"]);
    // The other pickers keep A–Z.
    expect(found(await search(`categories=${encodeURIComponent(category)}`))).toEqual([
      "Aardvark Rinse",
      "Basic Rinse",
      "Blue Shine",
      "Chrome Polish",
      "Mango Foam",
      "Zebra Rinse",
    ]);
  });

  it("reads the counter's first tiles in the order of an index, with no sort", async () => {
    const filter = productSearchQuerySchema.parse({ categories: "service", order: "counter", project: "name" });
    const { sql: text, params } = searchProducts(app.db, filter).toSQL();
    const explained = await app.db.transaction(async (tx) => {
      // A test catalog is small enough for a sequential scan; the plan with the index is the one a real catalog gets.
      await tx.execute(sql`set local enable_seqscan = off`);
      const literal = params.reduce<string>(
        (query, value, index) => query.replace(`$${index + 1}`, typeof value === "string" ? `'${value}'` : String(value)),
        text,
      );
      const result = (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as { rows: unknown[] };
      return result.rows as Record<string, string>[];
    });
    const plan = explained.map((row) => Object.values(row)[0]).join("\n");
    expect(plan).toContain("products_counter_order_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("puts an exact code first, then names that start with the text", async () => {
    expect(found(await search("text=wax"))).toEqual(["Paste Wax", "Wax Bundle", "Hot Wax Wash"]);
  });

  it("answers an empty text with products A–Z (a picker opened before typing)", async () => {
    const names = (await search("text=&includeInactive=true")).results.map((r) => r.name ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it("searches only the fields named", async () => {
    expect(found(await search("text=cer-wax&fields=name&includeInactive=true"))).toEqual([]);
    expect(found(await search("text=cer-wax&fields=code&includeInactive=true"))).toEqual(["Ceramic Coat"]);
  });

  it("leaves out the excluded ids, inactive products unless asked, and deleted ones always", async () => {
    expect(found(await search(`text=wax&excludes=${wax.id}&excludes=${combo.id}`))).toEqual(["Hot Wax Wash"]);
    expect(found(await search(`text=wax&excludes=${wax.id},${combo.id},${waxWash.id}`))).toEqual([]);
    expect(found(await search("text=ceramic"))).toEqual([]);
    expect(found(await search("text=ceramic&includeInactive=true"))).toEqual(["Ceramic Coat"]);
    expect(found(await search("text=deleted&includeInactive=true"))).toEqual([]);
  });

  it("keeps the kinds or categories named: [standard] is the purchase dialog's stock items", async () => {
    expect(found(await search(`text=${tag}&categories=standard`))).toEqual(["Microfiber Towels", "Paste Wax"]);
    expect(found(await search(`text=${tag}&categories=Washes`))).toEqual(["Hot Wax Wash", "Wax Bundle"]);
    expect(found(await search(`text=${tag}&categories=combo&categories=retail`))).toEqual(["Microfiber Towels", "Paste Wax", "Wax Bundle"]);
  });

  it("answers at most 20", async () => {
    for (let i = 0; i < 22; i++) await createProduct(app, owner, serviceInput({ name: `Bulk ${String(i).padStart(2, "0")} qx` }));
    const answer = await search("text=qx");
    expect(answer.count).toBe(20);
    expect(answer.results.at(-1)?.name).toBe("Bulk 19 qx");
    expect((await search("text=qx&limit=5")).count).toBe(5);
  });

  it("refuses an unknown projection or a malformed excluded id", async () => {
    for (const query of ["project=passwordHash", "excludes=42", "fields=price", "limit=50"]) {
      const { response } = await call(app, "GET", `/api/search/product?${query}`, { token: owner });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
