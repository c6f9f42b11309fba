import { eq } from "drizzle-orm";
import type { Database } from "../src/platform/db/database";
import { outbox } from "../src/platform/db/schema";
import { noMailer } from "../src/platform/mail/mailer";
import { noSmsSender } from "../src/platform/sms/sms-sender";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../src/platform/outbox/outbox-worker";
import { readMessagePacing } from "../src/features/settings";
import { manualClock, type TestApp } from "./test-app";

export async function outboxRow(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/**
 * A worker on the test app's database with a hand-moved clock. The clock starts a second ahead of
 * the database's own now(), so messages queued just before are due. The timer is out of the way:
 * tests drive the worker with runOnce(). It reads the shop's quiet hours and caps as the server's does.
 */
export function testWorker(app: TestApp, options: Partial<OutboxWorkerOptions> = {}, start = new Date(Date.now() + 1_000)) {
  const clock = manualClock(start);
  const worker: OutboxWorker = startOutboxWorker(
    { db: app.db, log: app.deps.log, clock: clock.now, jobs: app.deps.jobs },
    { mailer: noMailer, sms: noSmsSender, intervalMs: 3_600_000, pacing: () => readMessagePacing(app.db), ...options },
  );
  return { worker, clock };
}
