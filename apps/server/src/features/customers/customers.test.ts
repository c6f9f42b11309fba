import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, ApiStatus, customerRefusals, type Customer, type CustomerCreate, type PhoneInUse } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { activityLogs, customers } from "../../platform/db/schema";
import { createCustomer, customerBody, freshPhone, sedan } from "./customer-fixtures";

let app: TestApp;
let owner: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const fieldsOf = (body: unknown) => (body as { fields: { field: string; message: string }[] }).fields;

async function activitiesOf(customerId: string) {
  const rows = await app.db
    .select({ action: activityLogs.action, details: activityLogs.details })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "customer"), eq(activityLogs.entityId, customerId)))
    .orderBy(activityLogs.id);
  return rows;
}

describe("POST /api/customers", () => {
  it("saves a customer with a vehicle: title-cased name, stored phone, derived colour, added by me", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await call(app, "POST", "/api/customers", {
      token: cashier,
      body: customerBody({
        name: "  jANE   o'neil-SMITH ",
        phone: "+1 (555) 300-0001",
        email: "jane@example.com",
        city: "Springfield",
        isVip: true,
        alert: { sms: true, email: false, noReviewSms: true },
        vehicles: [{ ...sedan, colorCode: "#0000FF", color: "Pink" }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(envelope.isSuccess).toBe(true);
    expect(envelope.message).toBe("Customer saved.");
    const customer = envelope.body as Customer;
    expect(customer).toMatchObject({
      name: "Jane O'neil-smith",
      phone: "5553000001",
      email: "jane@example.com",
      city: "Springfield",
      isVip: true,
      alert: { sms: true, email: false, noReviewSms: true },
      awardPoints: 0,
      addedBy: { name: "Cashier Tester" },
    });
    // The client said "Pink"; the server names the colour from its code.
    expect(customer.vehicles).toEqual([
      { id: expect.any(String), type: "Sedan", make: "Honda", model: "Civic", year: "2020", color: "Blue", colorCode: "#0000FF", tag: "ABC123" },
    ]);
    expect(publish).toHaveBeenCalledWith({ entity: "customers", id: customer.id, action: "New" });
    expect(await activitiesOf(customer.id)).toEqual([{ action: ActivityAction.New, details: { name: "Jane O'neil-smith" } }]);
    publish.mockRestore();
  });

  it("saves a customer whose vehicle has only a type (the counter's quick add); year, make and model come later", async () => {
    const { response, envelope } = await call(app, "POST", "/api/customers", {
      token: cashier,
      body: { customer: { name: "quick add", phone: freshPhone(), vehicles: [{ type: "SUV" }] } },
    });
    expect(response.statusCode, envelope.message).toBe(200);
    const customer = envelope.body as Customer;
    expect(customer.vehicles).toEqual([{ id: expect.any(String), type: "SUV", make: "", model: "", year: "", color: "Black", colorCode: "#000000", tag: "" }]);
    // Completed later from the profile.
    const completed = await call(app, "PATCH", `/api/customers/${customer.id}/vehicles/${customer.vehicles[0]!.id}`, {
      token: cashier,
      body: { vehicle: { ...sedan, type: "SUV" } },
    });
    expect(completed.response.statusCode).toBe(200);
    expect(completed.envelope.body).toMatchObject({ make: "Honda", model: "Civic", year: "2020" });
  });

  it("refuses a customer without a vehicle: Vehicle can't be blank!", async () => {
    for (const vehicles of [[], undefined]) {
      const { response, envelope } = await call(app, "POST", "/api/customers", { token: owner, body: customerBody({ vehicles }) });
      expect(response.statusCode).toBe(400);
      expect(envelope.message).toBe("Vehicle can't be blank!");
      expect(fieldsOf(envelope.body)).toEqual([{ field: "customer.vehicles", message: "Vehicle can't be blank!" }]);
    }
  });

  it("refuses a missing name, a bad phone and a bad e-mail with the messages of docs/product.md, and writes nothing", async () => {
    const before = await app.db.$count(customers);
    const cases: [Partial<CustomerCreate>, string, string][] = [
      [{ name: " " }, "customer.name", "Field is required!"],
      [{ phone: "" }, "customer.phone", "Field is required!"],
      [{ phone: "555 123" }, "customer.phone", "Not a valid Phone!"],
      [{ phone: "+44 20 7946 0958" }, "customer.phone", "Not a valid Phone!"],
      [{ email: "jane@" }, "customer.email", "Not a valid email!"],
      [{ vehicles: [{ ...sedan, year: "1995" }] }, "customer.vehicles.0.year", "Year must be greater than 1995!"],
      [{ vehicles: [{ ...sedan, type: undefined as never }] }, "customer.vehicles.0.type", "Field is required!"],
    ];
    for (const [overrides, field, message] of cases) {
      const { response, envelope } = await call(app, "POST", "/api/customers", { token: owner, body: customerBody(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(envelope.status).toBe(ApiStatus.ERROR);
      expect(fieldsOf(envelope.body)).toContainEqual({ field, message });
      expect(envelope.message).toBe(message);
    }
    expect(await app.db.$count(customers)).toBe(before);
  });

  it("refuses a phone already in use, whichever way it is written (409, naming the holder)", async () => {
    await createCustomer(app, owner, { name: "Sam Holder", phone: "5553000002" });
    for (const phone of ["5553000002", "+1 555 300 0002", "(555) 300-0002", "1-555-300-0002"]) {
      const { response, envelope } = await call(app, "POST", "/api/customers", { token: owner, body: customerBody({ phone }) });
      expect(response.statusCode, phone).toBe(409);
      expect(envelope.isSuccess).toBe(false);
      expect(envelope.message).toBe("This phone number belongs to Sam Holder.");
      expect(envelope.code).toBe(customerRefusals.phoneInUse.code);
      expect(envelope.code).toBe("customer.phoneInUse");
    }
  });

  it("lets exactly one of several simultaneous saves with the same phone through", async () => {
    const phone = freshPhone();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(app, "POST", "/api/customers", { token: owner, body: customerBody({ name: `Racer ${i}`, phone }) })),
    );
    const codes = results.map((r) => r.response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const r of results.filter((x) => x.response.statusCode === 409)) {
      expect(r.envelope.message).toMatch(/^This phone number belongs to (another customer|Racer \d)\.$/);
      expect(r.envelope.code).toBe("customer.phoneInUse");
    }
    const stored = await app.db
      .select()
      .from(customers)
      .where(eq(customers.phone, phone.replace(/\D/g, "").slice(1)));
    expect(stored).toHaveLength(1);
  });

  it("answers 409 when the phone is taken between the check and the insert", async () => {
    const phone = freshPhone();
    const digits = phone.replace(/\D/g, "").slice(1);
    let pending: ReturnType<typeof call> | undefined;
    // Another save holds the number, not yet committed, while this one runs its check and insert.
    await app.db.transaction(async (tx) => {
      await tx.insert(customers).values({ name: "Quick Saver", phone: digits });
      pending = call(app, "POST", "/api/customers", { token: owner, body: customerBody({ phone }) });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const { response, envelope } = await pending!;
    expect(response.statusCode).toBe(409);
    // PostgreSQL: the check saw nothing and the unique index refused the insert. PGlite has one
    // connection, so there the check waited for the commit and found the holder.
    expect(envelope.message).toBe(onPostgres ? "This phone number belongs to another customer." : "This phone number belongs to Quick Saver.");
    // Either way the same refusal: a screen offers the holder whatever the words.
    expect(envelope.code).toBe("customer.phoneInUse");
  });
});

describe("GET /api/customers/:id", () => {
  it("returns the profile with its vehicles, and records that it was seen", async () => {
    const created = await createCustomer(app, owner, { name: "Pat Profile" });
    const { response, envelope } = await call(app, "GET", `/api/customers/${created.id}`, { token: cashier });
    expect(response.statusCode).toBe(200);
    expect(envelope.body).toEqual(created);
    expect((await activitiesOf(created.id)).map((a) => a.action)).toEqual([ActivityAction.New, ActivityAction.SeeProfile]);
  });

  it("answers 404 for a customer that does not exist", async () => {
    const { response, envelope } = await call(app, "GET", "/api/customers/00000000-0000-4000-8000-000000000000", { token: owner });
    expect(response.statusCode).toBe(404);
    expect(envelope.message).toBe("This customer does not exist or was deleted.");
    expect(envelope.code).toBe("customer.notFound");
  });
});

describe("PATCH /api/customers/:id", () => {
  it("changes only the fields sent, title-cases the name and normalises the phone", async () => {
    const created = await createCustomer(app, owner, { name: "Edit Me", note: "Keeps this", city: "Dayton" });
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await call(app, "PATCH", `/api/customers/${created.id}`, {
      token: cashier,
      body: { customer: { name: "eDITED name", phone: "+1 555 300 0099", alert: { email: true } } },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Customer saved.");
    expect(envelope.body).toMatchObject({
      name: "Edited Name",
      phone: "5553000099",
      note: "Keeps this",
      city: "Dayton",
      alert: { email: true, sms: false, noReviewSms: false },
      vehicles: created.vehicles,
    });
    expect(publish).toHaveBeenCalledWith({ entity: "customers", id: created.id, action: "Edit" });
    publish.mockRestore();
    const log = await activitiesOf(created.id);
    expect(log.at(-1)).toEqual({ action: ActivityAction.Edit, details: { fields: ["name", "phone", "alert"] } });
  });

  it("keeps a customer's own phone, refuses another customer's, and checks the fields it gets", async () => {
    const first = await createCustomer(app, owner, { name: "First Phone" });
    const second = await createCustomer(app, owner, { name: "Second Phone" });
    const same = await call(app, "PATCH", `/api/customers/${first.id}`, { token: owner, body: { customer: { phone: first.phone } } });
    expect(same.response.statusCode).toBe(200);
    const taken = await call(app, "PATCH", `/api/customers/${first.id}`, { token: owner, body: { customer: { phone: second.phone } } });
    expect(taken.response.statusCode).toBe(409);
    expect(taken.envelope.message).toBe("This phone number belongs to Second Phone.");
    expect(taken.envelope.code).toBe("customer.phoneInUse");
    const bad = await call(app, "PATCH", `/api/customers/${first.id}`, { token: owner, body: { customer: { email: "nope" } } });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.envelope.message).toBe("Not a valid email!");
  });
});

describe("DELETE /api/customers/:id", () => {
  it("is refused to a cashier (403)", async () => {
    const created = await createCustomer(app, owner);
    const { response, envelope } = await call(app, "DELETE", `/api/customers/${created.id}`, { token: cashier });
    expect(response.statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
  });

  it("soft-deletes: the row stays, the customer is gone from reads, and the phone is free again", async () => {
    const created = await createCustomer(app, owner, { name: "Gone Soon" });
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await call(app, "DELETE", `/api/customers/${created.id}`, { token: owner });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Customer deleted.");
    expect(publish).toHaveBeenCalledWith({ entity: "customers", id: created.id, action: "Delete" });
    publish.mockRestore();

    const [row] = await app.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.name).toBe("Gone Soon");
    expect((await call(app, "GET", `/api/customers/${created.id}`, { token: owner })).response.statusCode).toBe(404);
    expect((await call(app, "DELETE", `/api/customers/${created.id}`, { token: owner })).response.statusCode).toBe(404);
    expect((await activitiesOf(created.id)).map((a) => a.action)).toEqual([ActivityAction.New, ActivityAction.Delete]);

    const check = await call(app, "GET", `/api/search/phone?phone=${encodeURIComponent(created.phone)}`, { token: owner });
    expect(check.envelope.body).toBeNull();
    const again = await createCustomer(app, owner, { name: "New Holder", phone: created.phone });
    expect(again.phone).toBe(created.phone);
  });
});

describe("GET /api/search/phone", () => {
  it("answers null for a free number, and who holds a taken one in any spelling", async () => {
    const holder = await createCustomer(app, owner, { name: "jo phone", phone: "5553000123" });
    const free = await call(app, "GET", "/api/search/phone?phone=5553000124", { token: cashier });
    expect(free.response.statusCode).toBe(200);
    expect(free.envelope.body).toBeNull();
    for (const phone of ["5553000123", "+1 555 300 0123", "555 300 0123"]) {
      const { envelope } = await call(app, "GET", `/api/search/phone?phone=${encodeURIComponent(phone)}`, { token: cashier });
      expect(envelope.body).toEqual<PhoneInUse>({
        exists: true,
        message: "This phone number belongs to Jo Phone.",
        customer: { id: holder.id, name: "Jo Phone" },
      });
    }
    const own = await call(app, "GET", `/api/search/phone?phone=5553000123&customerId=${holder.id}`, { token: cashier });
    expect(own.envelope.body).toBeNull();
  });

  it("refuses something that is not a phone", async () => {
    const { response, envelope } = await call(app, "GET", "/api/search/phone?phone=12", { token: cashier });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Not a valid Phone!");
  });
});

describe("permissions", () => {
  it("lets a cashier list, add and edit, and a manager delete", async () => {
    const manager = await signIn(app, await addUser(app, "Manager"));
    const created = await createCustomer(app, cashier);
    expect((await call(app, "GET", "/api/customers", { token: cashier })).response.statusCode).toBe(200);
    expect((await call(app, "DELETE", `/api/customers/${created.id}`, { token: manager })).response.statusCode).toBe(200);
  });

  it("documents the customers routes in the OpenAPI document", async () => {
    const { response } = await call(app, "GET", "/api/docs/json");
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/customers", "/api/customers/{id}", "/api/customers/{id}/vehicles/{vehicleId}", "/api/search/phone"]));
  });

  it("refuses every customers route without a session (401)", async () => {
    const { response } = await call(app, "POST", "/api/customers", { body: customerBody() });
    expect(response.statusCode).toBe(401);
  });
});
