import { changeRate, formatRate, roundHalfAwayFromZero } from "@washdesk/domain";

/** "+12.3 %", "-4 %" against the earlier figure (to a tenth of a percent); words when there is no percentage. */
export function changeText(current: number, previous: number): string {
  const rate = changeRate(current, previous);
  if (rate === null) return current === 0 ? "no change" : "none before";
  // The rate is in thousandths of a percent: rounded once to tenths.
  const tenths = roundHalfAwayFromZero(rate, 100);
  return `${tenths > 0 ? "+" : ""}${formatRate(tenths * 100)} %`;
}
