import http from "node:http";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import { nextSale, type Fixture } from "./sale-fixture";

/** What the main thread asks for: one closed-loop run of POST /api/sales. */
export interface SaleLoadJob {
  baseUrl: string;
  token: string;
  clientToken: string;
  fixture: Fixture;
  concurrency: number;
  seconds: number;
}

export interface SaleLoadResult {
  latencies: number[];
  errors: number;
  elapsedSeconds: number;
  /** Where the fixture's turn counter got to, so the next run takes the next customers. */
  next: number;
  firstError: string | null;
  /** Milliseconds this client thread was busy: what the load itself cost, apart from the server. */
  clientBusyMs: number;
}

/**
 * The HTTP client of the sales bench, on its own thread: a real client is not inside the server,
 * and a client sharing the server's event loop would bill its own parsing to the API. Plain
 * keep-alive node:http, one socket per loop, like a counter's tablet.
 */
async function run(job: SaleLoadJob): Promise<SaleLoadResult> {
  const target = new URL("/api/sales", job.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  let token = job.token;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        target,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-security-token": job.clientToken,
            authorization: `Bearer ${token}`,
            "idempotency-key": randomUUID(),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const rotated = response.headers["x-access-token"];
            if (typeof rotated === "string") token = rotated;
            const envelope = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { isSuccess: boolean; message: string };
            if (envelope.isSuccess) resolve();
            else reject(new Error(envelope.message));
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const started = performance.now();
  const busyBefore = performance.eventLoopUtilization();
  const until = started + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < until) {
        const body = JSON.stringify(nextSale(job.fixture).body);
        const t = performance.now();
        try {
          await post(body);
          latencies.push(performance.now() - t);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  agent.destroy();
  const clientBusyMs = performance.eventLoopUtilization(busyBefore).active;
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000, next: job.fixture.next, firstError, clientBusyMs };
}

if (parentPort) {
  const port = parentPort;
  run(workerData as SaleLoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
}
