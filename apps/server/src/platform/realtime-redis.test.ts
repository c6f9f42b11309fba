import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type { RealtimeHint } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../test/test-app";

// Needs a Redis server: runs when TEST_REDIS_URL is set (.ci/run starts Redis and sets it; on CI it must).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("realtime across two server processes through Redis", () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  let token: string;

  beforeAll(async () => {
    first = await createTestApp({ config: { redisUrl } });
    second = await createTestApp({ config: { redisUrl } });
    // Both processes must know the user: the second one authenticates the socket.
    token = await signIn(second, await addUser(second, "Cashier"));
    await first.app.listen({ port: 0, host: "127.0.0.1" });
    secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("delivers a hint published on one process to a socket connected to the other", async () => {
    const socket: Socket = io(secondUrl, { path: "/io", auth: { token }, reconnection: false, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    const received: RealtimeHint[] = [];
    socket.on("hint", (hint: RealtimeHint) => received.push(hint));
    // The adapter subscribes to Redis a moment after start: publish until the hint comes through.
    await expect
      .poll(
        () => {
          if (received.length === 0) first.deps.realtime.publish({ entity: "sales", id: "s1", action: "New" });
          return received[0];
        },
        { timeout: 10_000, interval: 50 },
      )
      .toEqual({ entity: "sales", id: "s1", action: "New" });
    socket.close();
  });
});
