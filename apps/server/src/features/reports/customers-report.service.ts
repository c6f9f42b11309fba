import { addDays, type CustomersReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { shopToday } from "../settings";
import { readReport } from "./report-snapshot";
import { notSeenSince, periodCustomers } from "./customer-read.repository";
import { saleTotals, type Period } from "./summary-read.repository";

const TOP = 10;
const NOT_SEEN_LISTED = 50;

/** GET /api/reports/customers. */
export async function customersReport(deps: AppDeps, query: Period & { notSeenDays: number }): Promise<CustomersReport> {
  const period = { from: query.from, to: query.to };
  const today = await shopToday(deps, deps.db);
  const cutoff = addDays(today, -query.notSeenDays + 1);
  // Lifetimes and last visits read every day up to today: those days are brought up to date too.
  return readReport(deps.db, [period, { from: "2000-01-01", to: today }], async (tx) => {
    const seen = await periodCustomers(tx, period, TOP);
    const notSeen = await notSeenSince(tx, cutoff, NOT_SEEN_LISTED);
    return {
      period,
      visits: seen.visits,
      walkIns: (await saleTotals(tx, period)).saleCount - seen.visits,
      newCustomers: seen.newCustomers,
      returningCustomers: seen.returningCustomers,
      topCustomers: seen.top,
      vips: seen.vips,
      notSeen: { days: query.notSeenDays, ...notSeen },
    };
  });
}
