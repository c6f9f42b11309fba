import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, type Customer, type Vehicle } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, vehicles } from "../../platform/db/schema";
import { createCustomer, sedan } from "./customer-fixtures";

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const profile = async (id: string) => (await call(app, "GET", `/api/customers/${id}`, { token })).envelope.body as Customer;
const vehicleLog = (customerId: string) =>
  app.db
    .select({ action: activityLogs.action, details: activityLogs.details })
    .from(activityLogs)
    .where(and(eq(activityLogs.entityId, customerId), eq(activityLogs.entity, "customer")))
    .orderBy(activityLogs.id);

describe("a customer's vehicles", () => {
  it("adds a vehicle with its colour named by the server", async () => {
    const customer = await createCustomer(app, token);
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await call(app, "POST", `/api/customers/${customer.id}/vehicles`, {
      token,
      body: { vehicle: { type: "SUV", make: "Toyota", model: "RAV4", year: "2022", colorCode: "#FFFFFF", color: "Black", tag: " xyz 42 " } },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Vehicle added.");
    expect(envelope.body).toEqual<Vehicle>({
      id: expect.any(String),
      type: "SUV",
      make: "Toyota",
      model: "RAV4",
      year: "2022",
      color: "White",
      colorCode: "#FFFFFF",
      tag: "xyz 42",
    });
    expect(publish).toHaveBeenCalledWith({ entity: "customers", id: customer.id, action: "EditVehicle" });
    publish.mockRestore();
    expect((await profile(customer.id)).vehicles.map((v) => v.model)).toEqual(["Civic", "RAV4"]);
  });

  it("edits a vehicle: a new colour code gets its new name", async () => {
    const customer = await createCustomer(app, token);
    const [vehicle] = customer.vehicles;
    const { response, envelope } = await call(app, "PATCH", `/api/customers/${customer.id}/vehicles/${vehicle!.id}`, {
      token,
      body: { vehicle: { ...sedan, colorCode: "#000080", color: "Red", tag: "NEW-1" } },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Vehicle saved.");
    expect(envelope.body).toMatchObject({ id: vehicle!.id, color: "Navy", colorCode: "#000080", tag: "NEW-1" });
    expect((await profile(customer.id)).vehicles).toEqual([envelope.body]);
  });

  it("checks a vehicle with the form's messages", async () => {
    const customer = await createCustomer(app, token);
    const { response, envelope } = await call(app, "POST", `/api/customers/${customer.id}/vehicles`, {
      token,
      body: { vehicle: { ...sedan, year: "1990" } },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Year must be greater than 1995!");
    // The type prices a sale: it is the one field a vehicle cannot be saved without.
    const blank = await call(app, "POST", `/api/customers/${customer.id}/vehicles`, { token, body: { vehicle: { ...sedan, type: undefined } } });
    expect(blank.response.statusCode).toBe(400);
    expect(blank.envelope.message).toBe("Field is required!");
  });

  it("deletes a vehicle but keeps its row, and refuses to delete the last one", async () => {
    const customer = await createCustomer(app, token, { vehicles: [sedan, { ...sedan, model: "Accord", tag: "SECOND" }] });
    const [first, second] = customer.vehicles;
    const deleted = await call(app, "DELETE", `/api/customers/${customer.id}/vehicles/${first!.id}`, { token });
    expect(deleted.response.statusCode).toBe(200);
    expect(deleted.envelope.message).toBe("Vehicle deleted.");
    expect((await profile(customer.id)).vehicles.map((v) => v.id)).toEqual([second!.id]);
    const [row] = await app.db.select().from(vehicles).where(eq(vehicles.id, first!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const last = await call(app, "DELETE", `/api/customers/${customer.id}/vehicles/${second!.id}`, { token });
    expect(last.response.statusCode).toBe(409);
    expect(last.envelope.message).toBe("A customer needs at least one vehicle: add another one before deleting this one.");
    expect(last.envelope.code).toBe("customer.lastVehicle");
    const again = await call(app, "DELETE", `/api/customers/${customer.id}/vehicles/${first!.id}`, { token });
    expect(again.response.statusCode).toBe(404);
  });

  it("keeps one vehicle when two deletes race for the last two", async () => {
    const customer = await createCustomer(app, token, { vehicles: [sedan, { ...sedan, tag: "TWO" }] });
    const results = await Promise.all(customer.vehicles.map((v) => call(app, "DELETE", `/api/customers/${customer.id}/vehicles/${v.id}`, { token })));
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    expect((await profile(customer.id)).vehicles).toHaveLength(1);
  });

  it("answers 404 for another customer's vehicle or an unknown customer", async () => {
    const owner = await createCustomer(app, token);
    const other = await createCustomer(app, token);
    const foreign = await call(app, "PATCH", `/api/customers/${other.id}/vehicles/${owner.vehicles[0]!.id}`, { token, body: { vehicle: sedan } });
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.envelope.message).toBe("This vehicle does not exist or was deleted.");
    expect(foreign.envelope.code).toBe("customer.vehicleNotFound");
    const unknown = await call(app, "POST", "/api/customers/00000000-0000-4000-8000-000000000000/vehicles", { token, body: { vehicle: sedan } });
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.envelope.code).toBe("customer.notFound");
  });

  it("records every vehicle change in the activity log", async () => {
    const customer = await createCustomer(app, token);
    const added = await call(app, "POST", `/api/customers/${customer.id}/vehicles`, { token, body: { vehicle: { ...sedan, tag: "LOG" } } });
    const addedId = (added.envelope.body as Vehicle).id;
    await call(app, "PATCH", `/api/customers/${customer.id}/vehicles/${addedId}`, { token, body: { vehicle: { ...sedan, tag: "LOG2" } } });
    await call(app, "DELETE", `/api/customers/${customer.id}/vehicles/${addedId}`, { token });
    expect(await vehicleLog(customer.id)).toEqual([
      { action: ActivityAction.New, details: { name: "Jane Doe" } },
      { action: ActivityAction.EditVehicle, details: { vehicleId: addedId, change: "added" } },
      { action: ActivityAction.EditVehicle, details: { vehicleId: addedId, change: "edited" } },
      { action: ActivityAction.DeleteVehicle, details: { vehicleId: addedId } },
    ]);
  });
});
