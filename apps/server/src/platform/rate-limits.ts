import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { clientAddressKey } from "./client-address";

/**
 * The attempt limits (sign-in, PIN, files) count per client address (an IPv6 client by its /64).
 * With REDIS_URL the counts live in Redis, so a limit holds across every server process behind
 * the proxy rather than once per process. Should Redis stop answering, requests pass rather than
 * fail: the per-account lock kept in the database (password-attempts.ts) still holds.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
  if (redis) {
    // ioredis reports a lost connection as an event; unheard, it would end the process.
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "rate limits: Redis is not answering; limits count nothing meanwhile"));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressKey(request.ip),
    ...(redis ? { redis, nameSpace: "washdesk-rate-limit:", skipOnError: true } : {}),
  });
}
