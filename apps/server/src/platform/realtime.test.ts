import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type { RealtimeHint } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../test/test-app";

let app: TestApp;
let base: string;
let email: string;
beforeAll(async () => {
  app = await createTestApp();
  email = await addUser(app, "Cashier");
  const address = await app.app.listen({ port: 0, host: "127.0.0.1" });
  base = address;
});
afterAll(() => app.close());

function connect(token: string | undefined): Promise<Socket> {
  const socket = io(base, { path: "/io", auth: token ? { token } : {}, reconnection: false, transports: ["websocket"] });
  return new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

describe("realtime on /io", () => {
  it("refuses a connection without a valid session token", async () => {
    await expect(connect(undefined)).rejects.toThrow(/unauthorized/);
    await expect(connect("made-up")).rejects.toThrow(/unauthorized/);
  });

  it("delivers hints to signed-in staff, and drops the sockets of a signed-out session", async () => {
    const token = await signIn(app, email);
    const socket = await connect(token);
    const hint = new Promise<RealtimeHint>((resolve) => socket.on("hint", resolve));
    app.deps.realtime.publish({ entity: "customers", id: "c1", action: "New" });
    expect(await hint).toEqual({ entity: "customers", id: "c1", action: "New" });

    const dropped = new Promise<string>((resolve) => socket.on("disconnect", resolve));
    await call(app, "POST", "/api/auth/logout", { token });
    expect(await dropped).toBe("io server disconnect");
    await expect(connect(token)).rejects.toThrow(/unauthorized/);
  });
});
