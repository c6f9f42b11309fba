import { daysIn, formatDisplayDate, MAX_REPORT_DAYS, presetPeriod, reportPresets, type ReportPeriod, type ReportPreset } from "@washdesk/domain";

/** The period a report shows and how it was chosen: a preset, or two dates (custom). */
export interface PeriodChoice {
  preset: ReportPreset;
  period: ReportPeriod;
}

/** The period a report opens on when its address names none. */
export const DEFAULT_PRESET = "thisMonth" satisfies ReportPreset;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isPreset = (value: string | null): value is Exclude<ReportPreset, "custom"> =>
  value !== null && value !== "custom" && (reportPresets as readonly string[]).includes(value);

/** Two dates a report accepts: in order and at most the longest period (the domain's own bounds). */
function validRange(from: string | null, to: string | null): ReportPeriod | null {
  if (!from || !to || !DATE.test(from) || !DATE.test(to) || from > to) return null;
  const period = { from, to };
  return daysIn(period) <= MAX_REPORT_DAYS ? period : null;
}

/**
 * The period in the address: ?preset=lastMonth (worked out from the shop's today, so a link keeps
 * meaning "last month" tomorrow), or ?from=&to= for a custom range; anything else is the default.
 */
export function readPeriodParams(params: URLSearchParams, today: string): PeriodChoice {
  const preset = params.get("preset");
  if (isPreset(preset)) return { preset, period: presetPeriod(preset, today) };
  const range = validRange(params.get("from"), params.get("to"));
  if (range) return { preset: "custom", period: range };
  return { preset: DEFAULT_PRESET, period: presetPeriod(DEFAULT_PRESET, today) };
}

/** The address's part for a period: the preset's name, or the two dates of a custom range. */
export function periodSearch(choice: PeriodChoice): string {
  const params: Record<string, string> = choice.preset === "custom" ? { from: choice.period.from, to: choice.period.to } : { preset: choice.preset };
  return new URLSearchParams(params).toString();
}

/** A report's address for the same period ("/reports/sales?preset=thisWeek"). */
export const withPeriod = (path: string, choice: PeriodChoice) => `${path}?${periodSearch(choice)}`;

/** A list's address filtered to the period's dates (the expenses and purchases lists read ?from=&to=). */
export const withDates = (path: string, period: ReportPeriod) => `${path}?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;

/** "01 Mar, 2025 – 31 Mar, 2025", or one date for a one-day period. */
export function periodLabel(period: ReportPeriod): string {
  const from = formatDisplayDate(period.from);
  return period.from === period.to ? from : `${from} – ${formatDisplayDate(period.to)}`;
}
