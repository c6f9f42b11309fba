import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drainAndClose } from "./shutdown";

const quiet = { info: () => undefined, warn: () => undefined };

/** A server with one route that holds its answer until the test lets it go. */
async function serverWithSlowRoute() {
  const app = Fastify();
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get("/slow", async () => {
    entered();
    await gate;
    return { done: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return { app, port, inHandler, release };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

describe("shutdown", () => {
  it("refuses new connections, lets the request in flight finish, stops the jobs, then closes the database", async () => {
    const { app, port, inHandler, release } = await serverWithSlowRoute();
    const order: string[] = [];
    const inFlight = get(port, "/slow");
    await inHandler;

    const job = { stop: async () => void order.push("job stopped") };
    const stopping = drainAndClose({ app, jobs: [job], closeDatabase: async () => void order.push("database closed"), drainMs: 30_000, log: quiet });
    await expect(get(port, "/slow")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(order).toEqual(["job stopped"]);

    release();
    order.push("request released");
    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
    await stopping;
    expect(order).toEqual(["job stopped", "request released", "database closed"]);
  });

  it("cuts a request that outlasts the bound, and still closes the database", async () => {
    const { app, port, inHandler, release } = await serverWithSlowRoute();
    let databaseClosed = false;
    const inFlight = get(port, "/slow").then(
      () => "answered",
      () => "cut",
    );
    await inHandler;
    await drainAndClose({ app, jobs: [], closeDatabase: async () => void (databaseClosed = true), drainMs: 100, log: quiet });
    expect(await inFlight).toBe("cut");
    expect(databaseClosed).toBe(true);
    release();
  });
});
