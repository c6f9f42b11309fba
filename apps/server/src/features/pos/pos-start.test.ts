import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, permissionFromPaths, type PosStart } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { groups } from "../../platform/db/schema";
import { insertProduct } from "../sales/sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

let app: TestApp;
let cashier: string;
let drawerId: string;
const tileQuery = "text=&project=_id&project=name&project=price&categories=service";

beforeAll(async () => {
  app = await createTestApp();
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await insertProduct(app, { kind: ItemKind.Service, name: "Full wash", price: 2500, category: "service" });
  await insertProduct(app, { name: "Air freshener", price: 400, stock: 10 });
  const drawer = await insertRegister(app, "Front counter");
  drawerId = drawer.id;
  await openRegister(app, cashier, drawer.id, 10_000);
});
afterAll(() => app.close());

describe("GET /api/pos/start, the counter's first data in one answer", () => {
  it("holds exactly what GET /api/session, /api/registers, /api/search/product, /api/products/categories and /api/settings/tile-colours answer", async () => {
    const start = await call(app, "GET", `/api/pos/start?${tileQuery}&registerId=${drawerId}`, { token: cashier });
    expect(start.response.statusCode).toBe(200);
    const body = start.envelope.body as PosStart;
    const own = async (url: string) => (await call(app, "GET", url, { token: cashier })).envelope.body;
    expect(body.session).toEqual(await own(`/api/session?registerId=${drawerId}`));
    expect(body.session.registerIsOpened).toBe(true);
    expect(body.registers).toEqual(await own("/api/registers"));
    expect(body.tiles).toEqual(await own(`/api/search/product?${tileQuery}`));
    expect(body.tiles?.results.map((tile) => tile.name)).toEqual(["Full wash"]);
    expect(body.categories).toEqual(await own("/api/products/categories"));
    expect(body.categories).toEqual(expect.arrayContaining(["service"]));
    expect(body.tileColours).toEqual(await own("/api/settings/tile-colours"));
  });

  it("refuses without a session, as the routes it stands for do", async () => {
    const refused = await call(app, "GET", `/api/pos/start?${tileQuery}`);
    expect(refused.response.statusCode).toBe(401);
  });

  it("leaves the tiles, the categories and their colours out for a user who may not search the catalog, and still answers the rest", async () => {
    await app.db.insert(groups).values({ name: "Drawer watcher", permission: permissionFromPaths(["management.register.list"]) });
    const watcher = await signIn(app, await addUser(app, "Drawer watcher", "watcher@shop.test"));
    expect((await call(app, "GET", `/api/search/product?${tileQuery}`, { token: watcher })).response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/products/categories", { token: watcher })).response.statusCode).toBe(403);
    const start = await call(app, "GET", `/api/pos/start?${tileQuery}`, { token: watcher });
    expect(start.response.statusCode).toBe(200);
    expect(start.envelope.body).toMatchObject({
      tiles: null,
      categories: null,
      tileColours: null,
      session: { registerIsOpened: false, user: { firstName: "Drawer watcher" } },
    });
    expect((start.envelope.body as PosStart).registers.map((drawer) => drawer.name)).toContain("Front counter");
  });

  it("refuses a query the tiles' route would refuse, in the same words", async () => {
    const tooLong = "x".repeat(101);
    const own = await call(app, "GET", `/api/search/product?text=${tooLong}`, { token: cashier });
    const start = await call(app, "GET", `/api/pos/start?text=${tooLong}`, { token: cashier });
    expect(own.response.statusCode).toBe(400);
    expect(start.response.statusCode).toBe(400);
    expect(start.envelope.message).toBe(own.envelope.message);
  });
});
