// What other parts use of the reports: bringing the daily summaries up to date (start-up, the
// rebuild command, the seeds, and payroll, which reads the commission lines' summary).
export { freshenSummaries, freshenSummariesFor, rebuildSummaries } from "./summaries.service";
export { startSummaryCatchUp } from "./summary-catch-up";
