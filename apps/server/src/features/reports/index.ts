// What other parts use of the reports: bringing the daily summaries up to date (start-up, the
// rebuild command, the seeds).
export { freshenSummaries, rebuildSummaries } from "./summaries.service";
export { startSummaryCatchUp } from "./summary-catch-up";
