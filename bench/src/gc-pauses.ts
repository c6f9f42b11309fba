import { PerformanceObserver } from "node:perf_hooks";

/** A stretch of time on the performance.now() clock. */
export interface Span {
  start: number;
  ms: number;
}

/** A collection shorter than this is lost in a request's own noise. */
const PAUSE_MS = 5;

/**
 * Watches this process's garbage collections of PAUSE_MS or more, which stop every request it
 * serves (a major one for 10–25 ms, a young one now and then for 10). A bench whose server and
 * client share one process (PGlite, one connection) sees them in its slowest requests whatever else
 * runs; `stop()` gives the pauses seen, so that those requests can be told apart from the ones
 * something else held up.
 */
export function watchCollections(): { stop(): Promise<Span[]> } {
  const pauses: Span[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration >= PAUSE_MS) pauses.push({ start: entry.startTime, ms: entry.duration });
  });
  observer.observe({ entryTypes: ["gc"] });
  return {
    async stop() {
      // Entries are delivered after the collection, on a later turn.
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      return pauses;
    },
  };
}

/** Whether a request's span took in any of the pauses. */
export function overlapsAny(request: Span, pauses: readonly Span[]): boolean {
  return pauses.some((pause) => pause.start < request.start + request.ms && request.start < pause.start + pause.ms);
}
