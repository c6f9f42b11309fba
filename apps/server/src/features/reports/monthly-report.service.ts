import { twelveMonths, yearBefore, type MonthlyReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { shopToday } from "../settings";
import { readReport } from "./report-snapshot";
import { monthFigures, monthOf, noMonth } from "./month-figures";

/** GET /api/reports/monthly. */
export async function monthlyReport(deps: AppDeps, to: string | undefined): Promise<MonthlyReport> {
  const last = to ?? (await shopToday(deps, deps.db));
  const months = twelveMonths(last);
  const span = { from: months[0]!.from, to: last };
  const before = yearBefore(span);
  return readReport(deps.db, [before, span], async (tx) => {
    const now = await monthFigures(tx, span);
    const then = await monthFigures(tx, before);
    return {
      months: months.map((m) => ({
        month: monthOf(m.from),
        from: m.from,
        to: m.to,
        current: now.get(monthOf(m.from)) ?? noMonth,
        yearBefore: then.get(monthOf(yearBefore(m).from)) ?? noMonth,
      })),
    };
  });
}
