import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob, type PeriodicJobLog } from "./periodic-job";

const silentLog = (): PeriodicJobLog & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, error: (_details, message) => errors.push(message) };
};

/** A run that stays in flight until the test lets it finish. */
function heldRuns() {
  const releases: (() => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const run = async () => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise<void>((resolve) => releases.push(resolve));
    active -= 1;
    return releases.length;
  };
  return { run, releases, started: () => releases.length, mostAtOnce: () => mostAtOnce };
}

describe("a periodic job", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs first after firstRunMs, then every interval after a run ends", async () => {
    const run = vi.fn(async () => 1);
    const job = startPeriodicJob({ name: "test", intervalMs: 1000, firstRunMs: 0, log: silentLog(), run });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it("waits a whole interval before its first run unless told otherwise", async () => {
    const run = vi.fn(async () => 1);
    const job = startPeriodicJob({ name: "test", intervalMs: 5000, log: silentLog(), run });
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it("never overlaps runs: a run asked for while one is in flight waits for it", async () => {
    const held = heldRuns();
    const job = startPeriodicJob({ name: "test", intervalMs: 1000, firstRunMs: 0, log: silentLog(), run: held.run });
    await vi.advanceTimersByTimeAsync(0);
    expect(held.started()).toBe(1);
    const second = job.runOnce();
    // Many intervals pass while the first run is held: no timed run starts, the asked-for one waits.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.started()).toBe(1);
    held.releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(held.started()).toBe(2);
    held.releases[1]!();
    expect(await second).toBe(2);
    expect(held.mostAtOnce()).toBe(1);
    await job.stop();
  });

  it("stop() waits for the run in flight, and no run starts after it", async () => {
    const held = heldRuns();
    const job = startPeriodicJob({ name: "test", intervalMs: 1000, firstRunMs: 0, log: silentLog(), run: held.run });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    held.releases[0]!();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.started()).toBe(1);
  });

  it("tells the run it is stopping, so a batch loop can end early", async () => {
    const seen: boolean[] = [];
    let release: () => void = () => undefined;
    const job = startPeriodicJob({
      name: "test",
      intervalMs: 1000,
      firstRunMs: 0,
      log: silentLog(),
      run: async (state) => {
        seen.push(state.stopping);
        await new Promise<void>((resolve) => (release = resolve));
        seen.push(state.stopping);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    const stopping = job.stop();
    release();
    await stopping;
    expect(seen).toEqual([false, true]);
  });

  it("logs a failed timed run and tries again at the next interval", async () => {
    const log = silentLog();
    const run = vi.fn().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(1);
    const job = startPeriodicJob({ name: "reminders", intervalMs: 1000, firstRunMs: 0, log, run });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.errors).toEqual(["reminders: run failed; trying again at the next interval"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.errors).toHaveLength(1);
    await job.stop();
  });

  it("hands a failed runOnce to its caller, and later runs still happen", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(7);
    const job = startPeriodicJob({ name: "test", intervalMs: 60_000, log: silentLog(), run });
    await expect(job.runOnce()).rejects.toThrow("boom");
    expect(await job.runOnce()).toBe(7);
    await job.stop();
  });
});
