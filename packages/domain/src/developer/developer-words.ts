/** What the last run of a background job came to. */
export const jobOutcomes = ["succeeded", "failed", "running"] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

export const jobOutcomeLabels: Record<JobOutcome, string> = { succeeded: "Succeeded", failed: "Failed", running: "Running" };

export const databaseKindLabels = { pglite: "PGlite (embedded)", postgres: "PostgreSQL" } as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The answers of the page's actions, as the notice says them. */
export const developerMessages = {
  retried: (n: number) => {
    const messages = plural(n, "message", "messages");
    return n === 0 ? "No failed messages to send again." : `${n} failed ${messages} queued to be sent again.`;
  },
  jobsRun: (failed: number) => {
    const jobs = plural(failed, "job", "jobs");
    return failed === 0 ? "Every background job ran." : `${failed} background ${jobs} failed: see the list.`;
  },
  rebuilt: (days: number) => {
    const words = plural(days, "day", "days");
    return `Report summaries rebuilt: ${days} business ${words}.`;
  },
} as const;
