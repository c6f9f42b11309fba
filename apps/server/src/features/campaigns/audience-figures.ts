import type { AudienceFilter } from "@washdesk/domain";
import type { Database } from "../../platform/db/database";
import { freshenSummaries } from "../reports";
import { readsSummary } from "./audience.repository";

/**
 * Visits, spend and the last visit come from the reports' customer rollup, which a day's sales
 * leave stale until it is recomputed: before an audience that reads them is counted or queued, the
 * stale days are brought up to date (usually today alone), so today's customers count.
 */
export async function freshAudienceFigures(db: Database, filter: AudienceFilter): Promise<void> {
  if (readsSummary(filter)) await freshenSummaries(db, "2000-01-01", "2100-12-31");
}
