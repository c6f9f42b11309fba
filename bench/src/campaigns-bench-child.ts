// One size of the campaigns bench in a process of its own, so its memory is the server's alone:
// a fresh PGlite shop with N customers who opted in to texts, the server listening, then one
// "send now" campaign to all of them through POST /api/campaigns. Prints one JSON line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { emptyAudienceFilter } from "@washdesk/domain";
import { buildApp, createStaffUser, ensureBaseData, openDatabase, seedBulkCustomers } from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { signIn } from "./bench-sign-in";

const size = Number(process.argv[2]);
const SAMPLE_MS = 10;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "washdesk-campaigns-bench-"));
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    await createStaffUser(handle.db, { email: "bench@example.com", password: "bench-password", firstName: "Bench", lastName: "Owner", groupName: "Owner" });
    await seedBulkCustomers(handle.db, size);
    await handle.db.execute(sql`update customers set alert_sms = true`);
    await handle.db.execute(sql`vacuum analyze customers`);
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000, settingsKey: Buffer.alloc(32, 1) }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const token = await signIn(baseUrl, "bench@example.com", "bench-password");
      const headers = { "content-type": "application/json", "x-security-token": DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${token}` };
      // The cap above the audience: the bench measures queueing, not the cap.
      await fetch(`${baseUrl}/api/campaigns/settings`, { method: "PUT", headers, body: JSON.stringify({ dailyCap: 100_000, perMinute: 1_000 }) });

      globalThis.gc?.();
      const before = process.memoryUsage();
      const peak = { rss: before.rss, heapUsed: before.heapUsed };
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peak.rss = Math.max(peak.rss, now.rss);
        peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
      }, SAMPLE_MS);
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/campaigns`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": `bench-${size}` },
        body: JSON.stringify({ name: "Bench", channel: "sms", body: "20% off this week", filter: emptyAudienceFilter, sendAt: null }),
      });
      const queueMs = performance.now() - started;
      clearInterval(sampler);
      // What the queueing left behind once its garbage is collected: a batch's rows are dropped
      // after each transaction, so this stays the same whatever the audience.
      globalThis.gc?.();
      const afterGc = process.memoryUsage();
      const answer = (await response.json()) as { isSuccess: boolean; message: string };
      if (!answer.isSuccess) throw new Error(answer.message);
      const counted: unknown = await handle.db.execute(sql`select count(*)::int as n from outbox where campaign_id is not null`);
      const [queued] = (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as { n: number }[];

      // The anchor: the same audience put in the outbox by one hand-written statement, no batches, no checks.
      await handle.db.execute(sql`delete from outbox`);
      const anchorStarted = performance.now();
      await handle.db.execute(sql`
        insert into outbox (channel, recipient, body, origin, customer_id)
        select 'sms', phone, '20% off this week' || chr(10) || 'Reply STOP to opt out', 'bulk', id
        from customers where deleted_at is null and alert_sms`);
      const anchorMs = performance.now() - anchorStarted;

      console.log(
        JSON.stringify({
          size,
          queued: queued?.n ?? 0,
          queueMs,
          anchorMs,
          rssBeforeMb: before.rss / 1_048_576,
          rssPeakMb: peak.rss / 1_048_576,
          heapBeforeMb: before.heapUsed / 1_048_576,
          heapPeakMb: peak.heapUsed / 1_048_576,
          heapAfterGcMb: afterGc.heapUsed / 1_048_576,
        }),
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
