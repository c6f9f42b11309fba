import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { ActivityAction, ItemKind, permissionFromPaths, tileColourMessages, type PosStart, type TileColours } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, groups } from "../../platform/db/schema";
import { insertProduct } from "../sales/sale-fixtures";

// Tile colours: whoever may edit products gives each category one colour of the palette; the
// counter's first request carries them, so its tiles need no request of their own.

let app: TestApp;
let keeper: string;
let cashier: string;
const tileQuery = "text=&project=_id&project=name&project=category&categories=service";

beforeAll(async () => {
  app = await createTestApp();
  await app.db.insert(groups).values({ name: "Catalog keeper", permission: permissionFromPaths(["products.list", "products.edit"]) });
  keeper = await signIn(app, await addUser(app, "Catalog keeper", "keeper@shop.test"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await insertProduct(app, { kind: ItemKind.Service, name: "Full wash", price: 2500, category: "Washes" });
  await insertProduct(app, { name: "Air freshener", price: 400, stock: 10, category: "Add-ons" });
});
afterAll(() => app.close());

const save = (token: string, body: unknown) => call(app, "PUT", "/api/settings/tile-colours", { token, body });
const posStart = async (token: string) => (await call(app, "GET", `/api/pos/start?${tileQuery}`, { token })).envelope.body as PosStart;

describe("tile colours", () => {
  it("are none until chosen, on their route and in the counter's first answer", async () => {
    expect((await call(app, "GET", "/api/settings/tile-colours", { token: cashier })).envelope.body).toEqual({ colours: [] });
    expect((await posStart(cashier)).tileColours).toEqual({ colours: [] });
  });

  it("are saved by whoever may edit products, logged, and read back in GET /api/pos/start", async () => {
    const colours: TileColours = {
      colours: [
        { category: "Washes", colour: "blue" },
        { category: "Add-ons", colour: "orange" },
      ],
    };
    const saved = await save(keeper, colours);
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope).toMatchObject({ message: "Tile colours saved.", body: colours });

    expect((await call(app, "GET", "/api/settings/tile-colours", { token: cashier })).envelope.body).toEqual(colours);
    expect((await posStart(cashier)).tileColours).toEqual(colours);

    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "tileColours")))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(logged).toMatchObject({ action: ActivityAction.Set, details: { after: colours, changed: ["colours"] } });

    // The whole list at once: a category left out goes back to plain tiles.
    await save(keeper, { colours: [{ category: "Washes", colour: "teal" }] });
    expect((await posStart(cashier)).tileColours).toEqual({ colours: [{ category: "Washes", colour: "teal" }] });
  });

  it("are refused to whoever may not edit products, and stay as they were", async () => {
    const before = (await call(app, "GET", "/api/settings/tile-colours", { token: cashier })).envelope.body;
    const refused = await save(cashier, { colours: [{ category: "Washes", colour: "red" }] });
    expect(refused.response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/settings/tile-colours", { token: cashier })).envelope.body).toEqual(before);
  });

  it("refuse a colour outside the palette, and a category given twice, in the domain's words", async () => {
    const before = (await call(app, "GET", "/api/settings/tile-colours", { token: keeper })).envelope.body;
    const unknown = await save(keeper, { colours: [{ category: "Washes", colour: "chartreuse" }] });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.envelope.message).toBe(tileColourMessages.unknownColour);
    expect((unknown.envelope.body as { fields: unknown[] }).fields[0]).toEqual({ field: "colours.0.colour", message: tileColourMessages.unknownColour });

    const twice = await save(keeper, {
      colours: [
        { category: "Washes", colour: "red" },
        { category: "Washes", colour: "blue" },
      ],
    });
    expect(twice.response.statusCode).toBe(400);
    expect(twice.envelope.message).toBe(tileColourMessages.categoryTwice);
    expect((await call(app, "GET", "/api/settings/tile-colours", { token: keeper })).envelope.body).toEqual(before);
  });

  it("are left out of the counter's first answer for a user who may not read the categories", async () => {
    await app.db.insert(groups).values({ name: "Drawer watcher", permission: permissionFromPaths(["management.register.list"]) });
    const watcher = await signIn(app, await addUser(app, "Drawer watcher", "watcher@shop.test"));
    expect((await call(app, "GET", "/api/settings/tile-colours", { token: watcher })).response.statusCode).toBe(403);
    expect((await posStart(watcher)).tileColours).toBeNull();
  });
});
