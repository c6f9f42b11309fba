import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { plateKey, type Customer, type CustomerPage } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { plateKeySql, vehicles } from "../../platform/db/schema";
import { createCustomer, sedan } from "./customer-fixtures";

let app: TestApp;
let token: string;
const byPlate: Record<string, Customer> = {};

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, await addUser(app, "Cashier"));
  const rows = [
    ["Spaced Plate", "mdc 2021"],
    ["Dashed Plate", "MDC-2021"],
    ["Bare Plate", "MDC2021"],
    ["Near Miss", "MDX 2021"],
    ["Short Start", "A1 XYZ"],
    ["Short Inside", "ZA1 QQ"],
  ] as const;
  for (const [name, tag] of rows) byPlate[tag] = await createCustomer(app, token, { name, vehicles: [{ ...sedan, tag }] });
});
afterAll(() => app.close());

async function search(text: string): Promise<string[]> {
  const { response, envelope } = await call(app, "GET", `/api/customers?search=${encodeURIComponent(text)}`, { token });
  expect(response.statusCode, envelope.message).toBe(200);
  return (envelope.body as CustomerPage).items.map((c) => c.name);
}

/** What the database's expression makes of each text, in one statement. */
async function sqlKeys(texts: readonly string[]): Promise<string[]> {
  const list = sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  );
  const result = (await app.db.execute(
    sql`select ${plateKeySql(sql`t.plate`)} as key from unnest(array[${list}]::text[]) with ordinality as t(plate, n) order by t.n`,
  )) as unknown as {
    rows: { key: string }[];
  };
  return result.rows.map((row) => row.key);
}

describe("finding customers by plate, case, spaces and dashes aside", () => {
  it("finds mdc 2021, MDC-2021 and MDC2021 however the plate is typed", async () => {
    const same = ["Bare Plate", "Dashed Plate", "Spaced Plate"];
    expect(await search("MDC2021")).toEqual(same);
    expect(await search("mdc-2021")).toEqual(same);
    expect(await search(" Mdc 2021 ")).toEqual(same);
    expect(await search("dc20")).toEqual(same);
    expect(await search("MDX2021")).toEqual(["Near Miss"]);
  });

  it("takes a key shorter than three characters as the start of a plate", async () => {
    expect(await search("A-1")).toEqual(["Short Start"]);
    expect(await search("a 1")).toEqual(["Short Start"]);
  });

  it("keeps the key up to date when the plate changes, and shows the plate as it was typed", async () => {
    const customer = byPlate["MDX 2021"]!;
    const vehicle = customer.vehicles[0]!;
    const changed = await call(app, "PATCH", `/api/customers/${customer.id}/vehicles/${vehicle.id}`, {
      token,
      body: { vehicle: { ...sedan, tag: "Nw-77 k" } },
    });
    expect(changed.envelope.body).toMatchObject({ tag: "Nw-77 k" });
    const [row] = await app.db.select({ plateKey: vehicles.plateKey }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.plateKey).toBe("nw77k");
    expect(await search("NW77K")).toEqual(["Near Miss"]);
    expect(await search("MDX2021")).toEqual([]);
  });
});

describe("the plate key in SQL and in the domain", () => {
  const tricky = [
    "MDC-2021",
    " mdc 2021 ",
    "MDC\u2013 2021",
    "MDC\u00a02021",
    "m\u2212d\u2010c\u2011\u2012\u2014",
    "ÉTÉ-1",
    "straße",
    "İSTANBUL",
    "ǅemal",
    "ＭＤＣ２０２１",
    "tab\there",
    "line\nbreak",
    "%_\\'\"",
    "🚗-1 ok",
    "",
  ];

  it("agree on tricky plates", async () => {
    expect(await sqlKeys(tricky)).toEqual(tricky.map(plateKey));
  });

  it("agree on any text", async () => {
    const anyText = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."AbZz09 -\u2013\u00a0ÉßİΣ".split("")), maxLength: 12 }),
      fc.string({ unit: "grapheme", maxLength: 12 }),
    );
    // PostgreSQL text cannot hold NUL.
    const texts = fc.sample(anyText, { numRuns: 400, seed: 20_211 }).map((text) => text.replaceAll("\u0000", ""));
    expect(await sqlKeys(texts)).toEqual(texts.map(plateKey));
  });

  it("is what the vehicles table stores for every plate saved", async () => {
    const stored = await app.db.select({ tag: vehicles.tag, plateKey: vehicles.plateKey }).from(vehicles);
    expect(stored.length).toBeGreaterThan(5);
    for (const { tag, plateKey: key } of stored) expect(key).toBe(plateKey(tag));
  });
});
