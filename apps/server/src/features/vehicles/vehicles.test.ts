import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ModelResults } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { catalogModels } from "./vehicle-catalog";

/** A stand-in for NHTSA vPIC on this machine (no internet here): records requests, answers as told. */
async function fakeVehicleService(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/vehicles`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const vpic = (results: { Make_Name: string; Model_Name: string }[]) => (_: IncomingMessage, response: ServerResponse) => {
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ Count: results.length, Message: "Results returned successfully", Results: results }));
};

const hondaAnswer = vpic([
  { Make_Name: "HONDA", Model_Name: "Civic" },
  { Make_Name: "HONDA", Model_Name: "Accord" },
  { Make_Name: "HONDA", Model_Name: "Accord" },
  { Make_Name: "HONDA MOTORCYCLES", Model_Name: "Gold Wing" },
  { Make_Name: "ACURA", Model_Name: "MDX" },
]);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function appWith(vehicleDataUrl: string, options: { timeoutMs?: number; clock?: () => Date } = {}) {
  const app = await createTestApp({ config: { vehicleDataUrl, vehicleDataTimeoutMs: options.timeoutMs ?? 2000 }, clock: options.clock });
  cleanups.push(() => app.close());
  const email = await addUser(app, "Cashier");
  let token = await signIn(app, email);
  const models = async (make: string, year: string) => {
    const { response, envelope } = await call(app, "GET", `/api/vehicles/models?make=${encodeURIComponent(make)}&year=${year}`, { token });
    expect(response.statusCode, envelope.message).toBe(200);
    return envelope.body as ModelResults;
  };
  /** After the clock jumps, sessions have ended: sign in again. */
  const signInAgain = async () => {
    token = await signIn(app, email);
  };
  return { app, token, models, signInAgain };
}

describe("GET /api/search/vehicleMake", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await signIn(app, await addUser(app, "Cashier"));
    await createCustomer(app, token, {
      vehicles: [
        { ...sedan, make: "Zzyzx Motors" },
        { ...sedan, make: "bmw" },
      ],
    });
  });
  afterAll(() => app.close());

  const makes = async (text: string) => {
    const { response, envelope } = await call(app, "GET", `/api/search/vehicleMake?text=${encodeURIComponent(text)}`, { token });
    return { status: response.statusCode, message: envelope.message, results: (envelope.body as { results: string[] } | null)?.results };
  };

  it("answers only for text longer than one character", async () => {
    expect(await makes("t")).toMatchObject({ status: 400, message: "Type at least 2 characters." });
    expect(await makes(" t ")).toMatchObject({ status: 400 });
  });

  it("suggests catalog makes whatever the case, those that start with the text first", async () => {
    const { status, results } = await makes("TO");
    expect(status).toBe(200);
    expect(results?.[0]).toBe("Toyota");
    expect(results).toContain("Aston Martin");
    expect(results!.indexOf("Toyota")).toBeLessThan(results!.indexOf("Aston Martin"));
    expect((await makes("mercedes")).results).toEqual(["Mercedes-Benz"]);
  });

  it("adds makes already saved on vehicles, once, in the catalog's spelling", async () => {
    expect((await makes("zz")).results).toEqual(["Zzyzx Motors"]);
    expect((await makes("bm")).results).toEqual(["BMW"]);
  });
});

describe("GET /api/vehicles/models", () => {
  it("asks the vehicle-data service, keeps only the exact make, and asks once per make and year", async () => {
    const service = await fakeVehicleService(hondaAnswer);
    cleanups.push(service.close);
    const { models } = await appWith(service.url);
    expect(await models("Honda", "2020")).toEqual({ results: ["Accord", "Civic"], source: "service" });
    expect(service.requests).toEqual(["/api/vehicles/getmodelsformakeyear/make/Honda/modelyear/2020?format=json"]);
    expect(await models("HONDA", "2020")).toEqual({ results: ["Accord", "Civic"], source: "cache" });
    expect(service.requests).toHaveLength(1);
    await models("Honda", "2021");
    expect(service.requests).toHaveLength(2);
  });

  it("encodes the make in the service's path", async () => {
    const service = await fakeVehicleService(vpic([{ Make_Name: "LAND ROVER", Model_Name: "Defender" }]));
    cleanups.push(service.close);
    const { models } = await appWith(service.url);
    expect(await models("Land Rover", "2022")).toEqual({ results: ["Defender"], source: "service" });
    expect(service.requests[0]).toBe("/api/vehicles/getmodelsformakeyear/make/Land%20Rover/modelyear/2022?format=json");
  });

  it("answers from the offline catalog when the service cannot be reached", async () => {
    const service = await fakeVehicleService(hondaAnswer);
    const closedUrl = service.url;
    await service.close();
    const { models } = await appWith(closedUrl);
    expect(await models("honda", "2020")).toEqual({ results: [...catalogModels("Honda")], source: "offline" });
    expect(await models("Unheard Of", "2020")).toEqual({ results: [], source: "offline" });
  });

  it("gives up on a silent service after the timeout, then leaves it alone for a while", async () => {
    const service = await fakeVehicleService(() => undefined);
    cleanups.push(service.close);
    const { models } = await appWith(service.url, { timeoutMs: 200 });
    // The service never answers: an answer at all means the timeout cut it off.
    expect(await models("Toyota", "2019")).toMatchObject({ source: "offline" });
    expect((await models("Toyota", "2019")).results).toContain("Camry");
    expect(service.requests).toHaveLength(1);
  });

  it("answers a stale cached list when the service is down, rather than the catalog's guess", async () => {
    let up = true;
    const service = await fakeVehicleService((request, response) => {
      if (up) return hondaAnswer(request, response);
      response.statusCode = 503;
      response.end("down");
    });
    cleanups.push(service.close);
    const clock = manualClock();
    const { models, signInAgain } = await appWith(service.url, { clock: clock.now });
    expect(await models("Honda", "2018")).toMatchObject({ source: "service" });
    clock.advance(40 * 24 * 3_600_000);
    await signInAgain();
    up = false;
    expect(await models("Honda", "2018")).toEqual({ results: ["Accord", "Civic"], source: "cache" });
    expect(service.requests).toHaveLength(2);
  });

  it("refuses a year that is not four digits", async () => {
    const { app, token } = await appWith("http://127.0.0.1:9/api/vehicles");
    const { response } = await call(app, "GET", "/api/vehicles/models?make=Honda&year=20", { token });
    expect(response.statusCode).toBe(400);
  });
});
