import { changeRate, formatRate, roundHalfAwayFromZero } from "@washdesk/domain";

/** The change against the earlier figure as a percentage to a tenth ("12.3", "-4"); null when there is no percentage. */
export function changePercent(current: number, previous: number): string | null {
  const rate = changeRate(current, previous);
  if (rate === null) return null;
  // The rate is in thousandths of a percent: rounded once to tenths.
  return formatRate(roundHalfAwayFromZero(rate, 100) * 100);
}

/** "+12.3 %", "-4 %" against the earlier figure (to a tenth of a percent); words when there is no percentage. */
export function changeText(current: number, previous: number): string {
  const percent = changePercent(current, previous);
  if (percent === null) return current === 0 ? "no change" : "none before";
  return `${percent !== "0" && !percent.startsWith("-") ? "+" : ""}${percent} %`;
}

/** As changeText, for figures that may be missing (an average of nothing): no change to tell then. */
export function maybeChangeText(current: number | null, previous: number | null): string {
  if (current !== null && previous !== null) return changeText(current, previous);
  if (previous === null) return current === null ? "no change" : "none before";
  return "—";
}
