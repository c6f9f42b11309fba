import type { PeriodicJobBoard } from "./periodic-job-board";

/** Where a failed run is reported (Fastify's logger fits). */
export interface PeriodicJobLog {
  error(details: { err: unknown }, message: string): void;
}

export interface PeriodicJobOptions<T> {
  /** Names the job in the log line of a failed run. */
  name: string;
  /** Pause between the end of one timed run and the start of the next. */
  intervalMs: number;
  /** Delay of the first timed run after start (default: the interval; 0 runs it at once). */
  firstRunMs?: number;
  log: PeriodicJobLog;
  /** Where each run's start, finish and outcome are recorded (the developer page reads it). */
  board?: PeriodicJobBoard;
  /**
   * One run. `job.stopping` turns true once stop() is called, so a run that loops over batches can
   * end between two of them.
   */
  run: (job: { readonly stopping: boolean }) => Promise<T>;
}

export interface PeriodicJob<T> {
  /** Runs the job now (tests, and the timer); runs queue one after another and never overlap. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a run in flight (and any queued behind it) to finish. */
  stop(): Promise<void>;
}

/**
 * Runs a job every interval in the background: a run that throws is logged and the job tries again
 * at the next interval; the timer alone never keeps the process (or a test run) alive.
 */
export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const state = { stopping: false };
  const job = {
    get stopping() {
      return state.stopping;
    },
  };
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const board = options.board;
  const recorded = async (): Promise<T> => {
    board?.started(options.name, new Date());
    try {
      const result = await options.run(job);
      board?.finished(options.name, new Date());
      return result;
    } catch (error) {
      board?.finished(options.name, new Date(), error);
      throw error;
    }
  };

  const runOnce = (): Promise<T> => {
    const run = queue.then(recorded);
    queue = run.catch(() => undefined);
    return run;
  };

  const arm = (delayMs: number) => {
    if (state.stopping) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  function tick() {
    void runOnce()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name}: run failed; trying again at the next interval`))
      .finally(() => arm(options.intervalMs));
  }

  arm(options.firstRunMs ?? options.intervalMs);
  board?.add(options.name, options.intervalMs, runOnce);

  return {
    runOnce,
    async stop() {
      state.stopping = true;
      clearTimeout(timer);
      board?.remove(options.name, runOnce);
      await queue;
    },
  };
}
