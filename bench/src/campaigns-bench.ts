import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { round2 } from "./stats";

export interface CampaignsBenchRow {
  customers: number;
  queued: number;
  queueMs: number;
  msPer1000: number;
  anchorMs: number;
  ratio: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  heapPeakMb: number;
  heapGrowthMb: number;
  /** Heap still in use after the run, garbage collected, less before: what the queueing kept. */
  heapRetainedMb: number;
}

interface ChildAnswer {
  size: number;
  queued: number;
  queueMs: number;
  anchorMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  heapAfterGcMb: number;
}

/**
 * A text campaign to every customer (all opted in), "send now", at each size of CAMPAIGNS_BENCH_SIZES
 * (10,000 and 20,000): the time POST /api/campaigns takes to queue it and the server process's peak
 * RSS and heap meanwhile, each size in a fresh process and a fresh PGlite shop. Flat means the time
 * per recipient and the memory stay about the same as the audience doubles (the queueing reads and
 * writes batches of 1,000). Anchor: one INSERT … SELECT of the same audience into the outbox.
 */
export async function campaignsBench(): Promise<CampaignsBenchRow[]> {
  const sizes = (process.env.CAMPAIGNS_BENCH_SIZES ?? "10000,20000").split(",").map(Number);
  const rows: CampaignsBenchRow[] = [];
  for (const size of sizes) {
    const answer = await runChild(size);
    rows.push({
      customers: size,
      queued: answer.queued,
      queueMs: round2(answer.queueMs),
      msPer1000: round2((answer.queueMs / size) * 1000),
      anchorMs: round2(answer.anchorMs),
      ratio: round2(answer.queueMs / answer.anchorMs),
      rssBeforeMb: round2(answer.rssBeforeMb),
      rssPeakMb: round2(answer.rssPeakMb),
      rssGrowthMb: round2(answer.rssPeakMb - answer.rssBeforeMb),
      heapPeakMb: round2(answer.heapPeakMb),
      heapGrowthMb: round2(answer.heapPeakMb - answer.heapBeforeMb),
      heapRetainedMb: round2(answer.heapAfterGcMb - answer.heapBeforeMb),
    });
  }
  return rows;
}

function runChild(size: number): Promise<ChildAnswer> {
  const script = fileURLToPath(new URL("./campaigns-bench-child.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    // CAMPAIGNS_BENCH_HEAP_MB caps the old generation: a queueing that kept every recipient would run out.
    const heapCap = process.env.CAMPAIGNS_BENCH_HEAP_MB ? [`--max-old-space-size=${Number(process.env.CAMPAIGNS_BENCH_HEAP_MB)}`] : [];
    const child = spawn(process.execPath, [...process.execArgv, ...heapCap, "--expose-gc", script, String(size)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line.startsWith("{")) reject(new Error(`campaigns bench at ${size} customers failed (exit ${code})`));
      else resolve(JSON.parse(line) as ChildAnswer);
    });
  });
}
