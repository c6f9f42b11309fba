// What other parts use of the reports: bringing the daily summaries up to date (start-up, the
// rebuild command, the seeds, and payroll, which reads the commission lines' and tips' summaries),
// and the gate a reader of several summary tables passes on PGlite.
export { freshenSummaries, freshenSummariesFor, rebuildSummaries } from "./summaries.service";
export { startSummaryCatchUp } from "./summary-catch-up";
export { throughSummaryGate } from "./summary-gate";
