import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Customer, CustomerPage } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { createCustomer, sedan } from "./customer-fixtures";
import { searchTerms } from "./search-terms";

let app: TestApp;
let token: string;
const people: Record<string, Customer> = {};

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, await addUser(app, "Cashier"));
  const owner = await signIn(app, await addUser(app, "Owner"));
  const rows = [
    { key: "jane", name: "Jane Doe", phone: "2125550101", email: "jane@example.com", tag: "JD 2020", isVip: true },
    { key: "janet", name: "Janet Smith", phone: "2125550102", email: "janet.smith@mail.test", tag: "XYZ789", isVip: false },
    { key: "bob", name: "Bob Janssen", phone: "3105550103", email: "bob@builder.test", tag: "BOB1", isVip: false },
    { key: "ann", name: "Ann Lee", phone: "4155550104", email: "ann@shop.test", tag: "PLT-55", isVip: true },
    { key: "gone", name: "Gone Jansen", phone: "2125550105", email: "gone@example.com", tag: "GONE1", isVip: false },
  ];
  for (const { key, tag, ...fields } of rows) {
    people[key] = await createCustomer(app, token, { ...fields, vehicles: [{ ...sedan, tag }] });
  }
  // A second vehicle for Ann: both show in the list.
  await call(app, "POST", `/api/customers/${people.ann!.id}/vehicles`, { token, body: { vehicle: { ...sedan, make: "Toyota", model: "Camry", tag: "ANN2" } } });
  await call(app, "DELETE", `/api/customers/${people.gone!.id}`, { token: owner });
});
afterAll(() => app.close());

async function list(query: string): Promise<CustomerPage> {
  const { response, envelope } = await call(app, "GET", `/api/customers?${query}`, { token });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as CustomerPage;
}
const names = (page: CustomerPage) => page.items.map((c) => c.name);
const search = async (text: string) => names(await list(`search=${encodeURIComponent(text)}`));

describe("GET /api/customers", () => {
  it("lists living customers by name with their vehicles, a total and the page asked for", async () => {
    const page = await list("");
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(names(page)).toEqual(["Ann Lee", "Bob Janssen", "Jane Doe", "Janet Smith"]);
    const ann = page.items[0]!;
    expect(ann).toEqual({
      id: people.ann!.id,
      name: "Ann Lee",
      phone: "4155550104",
      email: "ann@shop.test",
      isVip: true,
      awardPoints: 0,
      createdAt: expect.any(String),
      vehicles: [expect.objectContaining({ tag: "PLT-55", color: "Red" }), expect.objectContaining({ make: "Toyota", tag: "ANN2" })],
    });
  });

  it("finds by the start of the name with one or two characters, anywhere in it from three", async () => {
    expect(await search("j")).toEqual(["Jane Doe", "Janet Smith"]);
    expect(await search("JA")).toEqual(["Jane Doe", "Janet Smith"]);
    expect(await search("jan")).toEqual(["Bob Janssen", "Jane Doe", "Janet Smith"]);
    expect(await search("janet")).toEqual(["Janet Smith"]);
    expect(await search("smith")).toEqual(["Janet Smith"]);
    expect(await search("oe")).toEqual([]);
    expect(await search("ne d")).toEqual(["Jane Doe"]);
  });

  it("finds by phone digits however they are typed: the area code from the start, four or more anywhere", async () => {
    expect(await search("2")).toEqual(["Jane Doe", "Janet Smith"]);
    expect(await search("212")).toEqual(["Jane Doe", "Janet Smith"]);
    expect(await search("555")).toEqual([]);
    expect(await search("5550")).toEqual(["Ann Lee", "Bob Janssen", "Jane Doe", "Janet Smith"]);
    expect(await search("+1 (212) 555-01")).toEqual(["Jane Doe", "Janet Smith"]);
    expect(await search("212 555 0102")).toEqual(["Janet Smith"]);
    expect(await search("0103")).toEqual(["Bob Janssen"]);
  });

  it("finds by e-mail and by plate, once per customer", async () => {
    expect(await search("builder")).toEqual(["Bob Janssen"]);
    expect(await search("@example.com")).toEqual(["Jane Doe"]);
    expect(await search("xyz")).toEqual(["Janet Smith"]);
    expect(await search("plt-5")).toEqual(["Ann Lee"]);
    expect(await search("ann")).toEqual(["Ann Lee"]);
    // "jd 2020" is Jane's plate and "jane" her name: she is listed once.
    expect(await search("jd 2")).toEqual(["Jane Doe"]);
  });

  it("treats %, _ and \\ as text, not as patterns", async () => {
    expect(await search("%")).toEqual([]);
    expect(await search("j_n")).toEqual([]);
    expect(await search("a\\")).toEqual([]);
  });

  it("never shows a deleted customer, by name, phone or plate", async () => {
    expect(await search("gone")).toEqual([]);
    expect(await search("2125550105")).toEqual([]);
    expect(await search("jansen")).toEqual([]);
  });

  it("filters VIPs and regulars", async () => {
    expect(names(await list("vip=vip"))).toEqual(["Ann Lee", "Jane Doe"]);
    expect(names(await list("vip=regular"))).toEqual(["Bob Janssen", "Janet Smith"]);
    expect(names(await list("vip=vip&search=jan"))).toEqual(["Jane Doe"]);
    expect((await list("vip=vip&search=jan")).total).toBe(1);
  });

  it("pages with a total that counts every match", async () => {
    const first = await list("search=jan&pageSize=2&page=1");
    const second = await list("search=jan&pageSize=2&page=2");
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(names(first)).toEqual(["Bob Janssen", "Jane Doe"]);
    expect(names(second)).toEqual(["Janet Smith"]);
    expect((await list("page=9")).items).toEqual([]);
  });

  it("sorts by name, newest and award points, either way", async () => {
    expect(names(await list("sort=name&order=desc"))).toEqual(["Janet Smith", "Jane Doe", "Bob Janssen", "Ann Lee"]);
    expect(names(await list("sort=createdAt&order=desc"))).toEqual(["Ann Lee", "Bob Janssen", "Janet Smith", "Jane Doe"]);
    expect(names(await list("sort=createdAt&order=asc&search=jan"))).toEqual(["Jane Doe", "Janet Smith", "Bob Janssen"]);
    expect((await list("sort=awardPoints")).total).toBe(4);
  });

  it("refuses an unknown sort or page size", async () => {
    expect((await call(app, "GET", "/api/customers?sort=phone", { token })).response.statusCode).toBe(400);
    expect((await call(app, "GET", "/api/customers?pageSize=1000", { token })).response.statusCode).toBe(400);
  });
});

describe("searchTerms", () => {
  it("reads short text as a name prefix and up to three digits as an area code", () => {
    expect(searchTerms("Jo")).toEqual({ match: "namePrefix", pattern: "jo%" });
    expect(searchTerms("(610")).toEqual({ match: "phonePrefix", pattern: "610%" });
    expect(searchTerms("+1 6")).toEqual({ match: "phonePrefix", pattern: "6%" });
    expect(searchTerms("  ")).toBeNull();
  });

  it("reads longer text as a fragment, and a phone fragment as digits without the country code", () => {
    expect(searchTerms("jane")).toEqual({ match: "contains", textPattern: "%jane%", digitsPattern: null, platePattern: "%jane%" });
    expect(searchTerms("+1 (555) 12")).toEqual({ match: "contains", textPattern: "%+1 (555) 12%", digitsPattern: "%55512%", platePattern: "%+1(555)12%" });
    expect(searchTerms("15551234567")).toMatchObject({ digitsPattern: "%5551234567%" });
    expect(searchTerms("4567")).toMatchObject({ match: "contains", digitsPattern: "%4567%" });
  });

  it("looks plates up by their key: case, spaces and dashes aside; a key under three characters starts the plate", () => {
    expect(searchTerms("MDC-2021")).toMatchObject({ platePattern: "%mdc2021%" });
    expect(searchTerms("mdc 2021")).toMatchObject({ platePattern: "%mdc2021%" });
    expect(searchTerms("A-1")).toMatchObject({ match: "contains", platePattern: "a1%" });
    expect(searchTerms("- -")).toMatchObject({ match: "contains", platePattern: null });
    expect(searchTerms("a_b")).toMatchObject({ platePattern: "%a\\_b%" });
  });
});
