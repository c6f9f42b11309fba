import { presetPeriod, type ReportPreset, type ReportPeriod } from "@washdesk/domain";
import { useSearchParams } from "react-router";
import { shopToday } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { periodSearch, readPeriodParams, type PeriodChoice } from "./report-period-params";

export interface ReportPeriodState extends PeriodChoice {
  /** Picks a preset; "custom" keeps the dates shown until others are chosen. */
  choosePreset: (preset: ReportPreset) => void;
  chooseRange: (period: ReportPeriod) => void;
}

/**
 * The period of a report screen, kept in the address (so a reload, Back and a shared link show the
 * same figures), with presets worked out from the shop's today in its own time zone.
 */
export function useReportPeriod(): ReportPeriodState {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const today = shopToday(timeZone);
  const choice = readPeriodParams(params, today);

  const write = (next: PeriodChoice) => {
    // Other parts of the address (a report's open tab) stay as they are.
    const merged = new URLSearchParams(params);
    for (const key of ["preset", "from", "to"]) merged.delete(key);
    for (const [key, value] of new URLSearchParams(periodSearch(next))) merged.set(key, value);
    setParams(merged, { replace: true });
  };

  return {
    ...choice,
    choosePreset: (preset) => write({ preset, period: preset === "custom" ? choice.period : presetPeriod(preset, today) }),
    chooseRange: (period) => write({ preset: "custom", period }),
  };
}
