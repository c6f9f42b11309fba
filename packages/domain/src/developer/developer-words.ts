/** What the last run of a background job came to. */
export const jobOutcomes = ["succeeded", "failed", "running"] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

export const jobOutcomeLabels: Record<JobOutcome, string> = { succeeded: "Succeeded", failed: "Failed", running: "Running" };

export const databaseKindLabels = { pglite: "PGlite (embedded)", postgres: "PostgreSQL" } as const;

/** The answers of the page's actions, as the notice says them. */
export const developerMessages = {
  retried: (n: number) => (n === 0 ? "No failed messages to send again." : `${n} failed ${n === 1 ? "message" : "messages"} queued to be sent again.`),
  jobsRun: (failed: number) => (failed === 0 ? "Every background job ran." : `${failed} background ${failed === 1 ? "job" : "jobs"} failed: see the list.`),
  rebuilt: (days: number) => `Report summaries rebuilt: ${days} business ${days === 1 ? "day" : "days"}.`,
} as const;
