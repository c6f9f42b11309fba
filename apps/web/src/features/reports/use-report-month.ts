import { addDays, addMonths, twelveMonths, type ReportPeriod } from "@washdesk/domain";
import { useSearchParams } from "react-router";
import { shopToday } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

/** How far back the month can be chosen: ten years, as far as a report's period goes. */
const MONTHS_OFFERED = 120;
const MONTH = /^\d{4}-\d{2}$/;

export interface ReportMonthState {
  /** The last of the twelve months, "YYYY-MM". */
  month: string;
  /** The months that may be chosen, this month first. */
  months: readonly string[];
  /** The day the report is asked up to: today for this month, else the month's last day. */
  to: string;
  /** The twelve months' span, as the report will show it. */
  period: ReportPeriod;
  choose: (month: string) => void;
}

/** A month's last day ("2025-02" → "2025-02-28"). */
export const monthEnd = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/**
 * The month the monthly report ends with, kept in the address (?month=2025-03) so a reload and a
 * shared link show the same twelve months; this month (up to the shop's today) when none is named.
 */
export function useReportMonth(): ReportMonthState {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const today = shopToday(timeZone);
  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(`${thisMonth}-01`, -i).slice(0, 7));
  const asked = params.get("month");
  const month = asked && MONTH.test(asked) && months.includes(asked) ? asked : thisMonth;
  const to = month === thisMonth ? today : monthEnd(month);
  const span = twelveMonths(to);

  const choose = (next: string) => {
    const merged = new URLSearchParams(params);
    if (next === thisMonth) merged.delete("month");
    else merged.set("month", next);
    setParams(merged, { replace: true });
  };

  return { month, months, to, period: { from: span[0]?.from ?? to, to }, choose };
}
