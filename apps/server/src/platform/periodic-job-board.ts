/** What a person sees of one background job: its rhythm and its last run (this process's). */
export interface PeriodicJobStatus {
  name: string;
  intervalMs: number;
  runs: number;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  /** Of the last finished run; "running" while one is in flight. */
  outcome: "succeeded" | "failed" | "running" | null;
  /** The message of the last failed run. */
  lastError: string | null;
}

interface BoardEntry {
  status: PeriodicJobStatus;
  runOnce: () => Promise<unknown>;
}

/**
 * The background jobs this process runs, with their last start, finish and outcome, for the
 * developer page; and a way to run every one of them now. Each process keeps its own board: with
 * several processes, each runs its own loops and answers for them.
 */
export class PeriodicJobBoard {
  private readonly entries = new Map<string, BoardEntry>();

  add(name: string, intervalMs: number, runOnce: () => Promise<unknown>): void {
    this.entries.set(name, {
      runOnce,
      status: { name, intervalMs, runs: 0, lastStartedAt: null, lastFinishedAt: null, outcome: null, lastError: null },
    });
  }

  /** A stopped job leaves the board: nothing runs it any more. */
  remove(name: string, runOnce: () => Promise<unknown>): void {
    if (this.entries.get(name)?.runOnce === runOnce) this.entries.delete(name);
  }

  started(name: string, at: Date): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.status = { ...entry.status, runs: entry.status.runs + 1, lastStartedAt: at, outcome: "running" };
  }

  finished(name: string, at: Date, error?: unknown): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    const lastError = error === undefined ? null : error instanceof Error ? error.message : String(error);
    entry.status = { ...entry.status, lastFinishedAt: at, outcome: error === undefined ? "succeeded" : "failed", lastError };
  }

  list(): PeriodicJobStatus[] {
    return [...this.entries.values()].map((entry) => ({ ...entry.status }));
  }

  /**
   * Runs every job now, one after another (each queues behind its own run in flight, never
   * beside it); a failure is reported with its job and does not stop the others.
   */
  async runAll(): Promise<{ name: string; outcome: "succeeded" | "failed"; error: string | null }[]> {
    const results = [];
    for (const [name, entry] of this.entries) {
      try {
        await entry.runOnce();
        results.push({ name, outcome: "succeeded" as const, error: null });
      } catch (error) {
        results.push({ name, outcome: "failed" as const, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return results;
  }
}
