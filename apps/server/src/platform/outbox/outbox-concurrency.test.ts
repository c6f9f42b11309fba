import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { testWorker } from "../../../test/outbox-fixtures";
import { outbox } from "../db/schema";
import type { SmsSender } from "../sms/sms-sender";
import { SENT } from "./delivery";
import { enqueueMessage } from "./enqueue-message";

// On PGlite (one connection) this shows the bookkeeping; on PostgreSQL ("server-pg") the two
// workers really race for the same rows on separate connections.
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** An SMS sender that notes who sent what, taking a moment per message so the workers overlap. */
function recordingSender(name: string, log: { worker: string; to: string }[]): SmsSender {
  return {
    kind: "twilio",
    send: async (message) => {
      log.push({ worker: name, to: message.to });
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 5));
      return SENT;
    },
  };
}

async function enqueueMany(count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: `${prefix}${String(i).padStart(4, "0")}`, body: `Message ${i}` });
    ids.push(id);
  }
  return ids;
}

describe("two workers at once", () => {
  it("claim disjoint messages: each one is sent exactly once", async () => {
    const ids = await enqueueMany(120, "555300");
    const log: { worker: string; to: string }[] = [];
    const a = testWorker(app, { sms: recordingSender("a", log), batchSize: 5 });
    const b = testWorker(app, { sms: recordingSender("b", log), batchSize: 5 });

    const [summaryA, summaryB] = await Promise.all([a.worker.runOnce(), b.worker.runOnce()]);

    expect(summaryA.sent + summaryB.sent).toBe(120);
    expect(log).toHaveLength(120);
    expect(new Set(log.map((entry) => entry.to)).size).toBe(120);
    // Both took part: the claims interleaved rather than one worker draining everything first.
    expect(summaryA.sent).toBeGreaterThan(0);
    expect(summaryB.sent).toBeGreaterThan(0);
    const rows = await app.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    await Promise.all([a.worker.stop(), b.worker.stop()]);
  });
});

// Row locks held by another session only exist with more than one connection.
describe.runIf(onPostgres)("a message another transaction holds (PostgreSQL)", () => {
  it("is skipped, not waited for, and sent once the lock is gone", async () => {
    const [held, ...free] = await enqueueMany(3, "555400");
    const log: { worker: string; to: string }[] = [];
    const { worker } = testWorker(app, { sms: recordingSender("w", log) });

    await app.db.transaction(async (tx) => {
      await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, held!)).for("update");
      expect(await worker.runOnce()).toMatchObject({ sent: free.length });
    });
    expect(log.map((entry) => entry.to)).toEqual(["5554000001", "5554000002"]);

    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(log.map((entry) => entry.to)).toContain("5554000000");
    await worker.stop();
  });
});
