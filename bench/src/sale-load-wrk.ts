import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nextSale, type Fixture } from "./sale-fixture";
import type { SaleLoadJob } from "./sale-load-worker";

export const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => existsSync(p));

export interface WrkResult {
  requests: number;
  elapsedSeconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors. */
  errors: number;
}

/** Lua string literal. */
const lua = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The wrk script: one body per customer and retail item in turn (made by the same nextSale as the
 * other sides), a new Idempotency-Key on every request, and the summary printed as one JSON line.
 */
function script(job: Omit<SaleLoadJob, "fixture">, fixture: Fixture): string {
  const copy = { ...fixture, next: 0 };
  const bodies = Array.from({ length: fixture.shoppers.length * fixture.retail.length }, () => JSON.stringify(nextSale(copy).body));
  return `
local bodies = { ${bodies.map(lua).join(",\n")} }
local n = 0
-- Unique per run and request, so no request is a replay of another.
local run = ${lua(randomUUID())}
wrk.method = "POST"
wrk.path = "/api/sales"
wrk.headers["content-type"] = "application/json"
wrk.headers["x-security-token"] = ${lua(job.clientToken)}
wrk.headers["authorization"] = ${lua(`Bearer ${job.token}`)}
request = function()
  n = n + 1
  wrk.headers["idempotency-key"] = run .. "-" .. n
  return wrk.format(nil, nil, nil, bodies[(n % #bodies) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status + e.connect + e.read + e.write + e.timeout))
end
`;
}

/**
 * POST /api/sales in a closed loop from wrk, a separate native process: per request it costs the
 * shared two cores a few microseconds, where a Node client costs about half a millisecond, so what
 * is measured is the server. One thread, one connection per loop.
 */
export async function wrkLoop(job: Omit<SaleLoadJob, "fixture">, fixture: Fixture): Promise<WrkResult> {
  if (!WRK) throw new Error("wrk is not installed (apt-get install wrk)");
  const dir = mkdtempSync(path.join(tmpdir(), "washdesk-wrk-"));
  try {
    const file = path.join(dir, "sales.lua");
    writeFileSync(file, script(job, fixture));
    const args = ["-t1", `-c${job.concurrency}`, `-d${job.seconds}s`, "--timeout", "10s", "-s", file, job.baseUrl];
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(WRK, args, { maxBuffer: 1 << 20 }, (error, out, err) => (error ? reject(new Error(`wrk: ${err || error.message}`)) : resolve(out))),
    );
    const line = stdout.trim().split("\n").at(-1) ?? "";
    const summary = JSON.parse(line) as { requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number };
    return {
      requests: summary.requests - summary.errors,
      elapsedSeconds: summary.durationUs / 1e6,
      p50Ms: summary.p50Us / 1000,
      p99Ms: summary.p99Us / 1000,
      errors: summary.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
