/** An answer asked for at the app's start, before the query cache exists, under the key its screen reads. */
export interface EarlyQuery {
  queryKey: readonly unknown[];
  answer: Promise<unknown>;
}

export interface KeptQuery extends EarlyQuery {
  /** Set once the answer has arrived, so the cache can take it in the same render. */
  arrived?: { data: unknown };
}

let kept: KeptQuery[] = [];

/** Keeps answers the first screen will read; the signed-in layout hands them to the query cache. */
export function keepEarlyQueries(queries: EarlyQuery[]): void {
  for (const query of queries) {
    const entry: KeptQuery = { ...query };
    // A failed early answer is left to the screen: its own request then runs, and reports.
    query.answer.then((data) => (entry.arrived = { data })).catch(() => undefined);
    kept.push(entry);
  }
}

/** The answers kept so far, once: a later layout (after sign-out and in again) starts fresh. */
export function takeEarlyQueries(): KeptQuery[] {
  const taken = kept;
  kept = [];
  return taken;
}
