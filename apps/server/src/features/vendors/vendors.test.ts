import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, ApiStatus, type Vendor, type VendorInput, type VendorPage, vendorRefusals, type VendorSearchAnswer } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, vendors } from "../../platform/db/schema";
import { createVendor, vendorInput } from "./vendor-fixtures";

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

describe("POST /api/purchases/vendors", () => {
  it("saves every field of dialog 6, the phone as 10 digits, and says so", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const input: VendorInput = {
      company: " Shine Chemicals Co. ",
      representative: "Dana Rep",
      email: "orders@shine.example",
      phone: "+1 (555) 201-0001",
      website: "https://shine.example",
      address: "9 Industrial Way",
      city: "Springfield",
      state: "IL",
      zip: "62701",
      notes: "Delivers Tuesdays.",
    };
    const { response, envelope } = await call(app, "POST", "/api/purchases/vendors", { token: manager, body: { vendor: input } });
    expect(response.statusCode).toBe(200);
    expect(envelope).toMatchObject({ isSuccess: true, message: "Vendor saved.", notification: "positive" });
    const vendor = envelope.body as Vendor;
    expect(vendor).toMatchObject({ ...input, company: "Shine Chemicals Co.", phone: "5552010001", createdBy: { name: "Manager Tester" } });
    expect(publish).toHaveBeenCalledWith({ entity: "vendors", id: vendor.id, action: "New" });
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "vendor"), eq(activityLogs.entityId, vendor.id)));
    expect(logged.map((row) => [row.action, row.details])).toEqual([[ActivityAction.New, { company: "Shine Chemicals Co." }]]);
    publish.mockRestore();
  });

  it("needs a company and a phone (Field is required!), and writes nothing", async () => {
    const before = await app.db.$count(vendors);
    const { response, envelope } = await call(app, "POST", "/api/purchases/vendors", {
      token: owner,
      body: { vendor: { company: "  ", representative: "x" } },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Field is required!");
    expect(fieldsOf(envelope.body)).toEqual([
      { field: "vendor.company", message: "Field is required!" },
      { field: "vendor.phone", message: "Field is required!" },
    ]);
    expect(await app.db.$count(vendors)).toBe(before);
  });

  it.each([
    [{ phone: "555 123" }, "vendor.phone", "Not a valid Phone!"],
    [{ email: "orders@" }, "vendor.email", "Not a valid email!"],
    [{ website: "not a site" }, "vendor.website", "Not a valid website!"],
  ] as const)("refuses %j with %s: %s", async (override, field, message) => {
    const { response, envelope } = await call(app, "POST", "/api/purchases/vendors", { token: owner, body: { vendor: vendorInput(override) } });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe(message);
    expect(fieldsOf(envelope.body)).toEqual([{ field, message }]);
  });
});

describe("the vendor list, edit and delete", () => {
  let acme: Vendor;
  let bolt: Vendor;
  beforeAll(async () => {
    acme = await createVendor(
      app,
      owner,
      vendorInput({ company: "Acme Towels", representative: "Robin Green", email: "robin@acme.example", phone: "555 301 4455" }),
    );
    bolt = await createVendor(
      app,
      owner,
      vendorInput({ company: "Bolt Detail Supply", representative: "Sam Blue", email: "sam@bolt.example", phone: "555 302 9988" }),
    );
  });

  const list = async (query: string, token = manager) => {
    const { response, envelope } = await call(app, "GET", `/api/purchases/vendors?${query}`, { token });
    expect(response.statusCode).toBe(200);
    return envelope.body as VendorPage;
  };

  it("finds vendors by company, representative, e-mail or phone digits", async () => {
    expect((await list("search=towels")).items.map((v) => v.id)).toEqual([acme.id]);
    expect((await list("search=sam%20b")).items.map((v) => v.id)).toEqual([bolt.id]);
    expect((await list("search=bolt.example")).items.map((v) => v.id)).toEqual([bolt.id]);
    expect((await list("search=302-99")).items.map((v) => v.id)).toEqual([bolt.id]);
    expect((await list("search=zzz")).total).toBe(0);
  });

  it("pages A–Z by company with a total", async () => {
    const all = await list("pageSize=200");
    const companies = all.items.map((v) => v.company);
    expect(companies).toEqual([...companies].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const second = await list("pageSize=1&page=2");
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(second.items[0]?.id).toBe(all.items[1]?.id);
  });

  it("edits only the fields sent, by the same rules", async () => {
    const { envelope } = await call(app, "PATCH", `/api/purchases/vendors/${acme.id}`, {
      token: owner,
      body: { vendor: { city: "Shelbyville", phone: "(555) 301-0000" } },
    });
    expect(envelope.message).toBe("Vendor saved.");
    expect(envelope.body).toMatchObject({ company: "Acme Towels", city: "Shelbyville", phone: "5553010000" });
    const refused = await call(app, "PATCH", `/api/purchases/vendors/${acme.id}`, { token: owner, body: { vendor: { company: "" } } });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.envelope.message).toBe("Field is required!");
  });

  it("soft-deletes: gone from the list and the search, the row kept; a second delete is a 404", async () => {
    const doomed = await createVendor(app, owner, vendorInput({ company: "Doomed Wax Ltd" }));
    const { envelope } = await call(app, "DELETE", `/api/purchases/vendors/${doomed.id}`, { token: owner });
    expect(envelope.message).toBe("Vendor deleted.");
    expect((await list("search=doomed")).total).toBe(0);
    const search = await call(app, "GET", "/api/search/vendor?text=doomed", { token: owner });
    expect((search.envelope.body as VendorSearchAnswer).results).toEqual([]);
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, doomed.id));
    expect(row?.deletedAt).not.toBeNull();
    const again = await call(app, "DELETE", `/api/purchases/vendors/${doomed.id}`, { token: owner });
    expect(again.response.statusCode).toBe(404);
    expect(again.envelope.message).toBe("This vendor does not exist or was deleted.");
    expect(again.envelope.code).toBe(vendorRefusals.notFound.code);
    const edit = await call(app, "PATCH", `/api/purchases/vendors/${doomed.id}`, { token: owner, body: { vendor: { city: "x" } } });
    expect(edit.response.statusCode).toBe(404);
  });
});

describe("GET /api/search/vendor", () => {
  let vendor: Vendor;
  beforeAll(async () => {
    vendor = await createVendor(
      app,
      owner,
      vendorInput({ company: "Quartz Foam Works", representative: "Lee Quartz", email: "lee@qfw.example", phone: "555 404 1212" }),
    );
  });

  it("answers body.results with _id and id, company, representative, email and phone (docs/product.md §7)", async () => {
    const { response, envelope } = await call(
      app,
      "GET",
      "/api/search/vendor?text=quartz&fields=company,representative,phone,email&project=company,_id,representative,email,phone",
      { token: owner },
    );
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toEqual({
      count: 1,
      results: [{ _id: vendor.id, id: vendor.id, company: "Quartz Foam Works", representative: "Lee Quartz", email: "lee@qfw.example", phone: "5554041212" }],
    });
  });

  it("projects only what is asked, and searches only the fields named", async () => {
    const projected = await call(app, "GET", "/api/search/vendor?text=qfw&project=company", { token: owner });
    expect((projected.envelope.body as VendorSearchAnswer).results).toEqual([{ _id: vendor.id, id: vendor.id, company: "Quartz Foam Works" }]);
    const companyOnly = await call(app, "GET", "/api/search/vendor?text=qfw&fields=company", { token: owner });
    expect((companyOnly.envelope.body as VendorSearchAnswer).count).toBe(0);
    const byPhone = await call(app, "GET", "/api/search/vendor?text=404%201212&fields=phone", { token: owner });
    expect((byPhone.envelope.body as VendorSearchAnswer).results.map((r) => r.id)).toEqual([vendor.id]);
  });

  it("offers at most the limit, A–Z", async () => {
    const { envelope } = await call(app, "GET", "/api/search/vendor?limit=2", { token: owner });
    const { results } = envelope.body as VendorSearchAnswer;
    expect(results).toHaveLength(2);
    expect(results.map((r) => r.company)).toEqual([...results.map((r) => r.company)].sort());
  });
});

describe("vendor permissions", () => {
  it("refuses a cashier every vendor route and the vendor search (403)", async () => {
    const someId = "00000000-0000-4000-8000-000000000000";
    const attempts: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown][] = [
      ["GET", "/api/purchases/vendors", undefined],
      ["POST", "/api/purchases/vendors", { vendor: vendorInput() }],
      ["PATCH", `/api/purchases/vendors/${someId}`, { vendor: { city: "x" } }],
      ["DELETE", `/api/purchases/vendors/${someId}`, undefined],
      ["GET", "/api/search/vendor?text=a", undefined],
    ];
    for (const [method, url, body] of attempts) {
      const { response, envelope } = await call(app, method, url, { token: cashier, body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
  });
});
