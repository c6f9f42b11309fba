import { afterEach, describe, expect, it, vi } from "vitest";
import { customerRoutes, registerRoutes, saleRoutes } from "@washdesk/domain";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { call } from "./call";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a call by a route's contract", () => {
  it("fills the path's parameters, adds the query, and answers the envelope's body", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope({ items: [], total: 0, page: 2, pageSize: 25 })));
    expect(await call(customerRoutes.deleteVehicle, { params: { id: "c 1", vehicleId: "v1" } })).toEqual({ items: [], total: 0, page: 2, pageSize: 25 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/customers/c%201/vehicles/v1");
    expect(init?.method).toBe("DELETE");

    await call(saleRoutes.list, { query: { page: 2, pageSize: 25, registerSessionId: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/sales?page=2&pageSize=25");
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("GET");
  });

  it("sends the Idempotency-Key of a route that moves money", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope({ id: "s1" })));
    await call(registerRoutes.addDrop, { params: { id: "r1" }, body: { amount: 500, note: "" }, idempotencyKey: "key-9" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/registers/sessions/r1/drops");
    expect(init?.method).toBe("POST");
    expect(headerOf(init, "idempotency-key")).toBe("key-9");
  });
});
