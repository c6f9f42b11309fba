import { RATE_SCALE } from "@washdesk/domain";

/** Thousandths of a percent per percent: RATE_SCALE is 100 %. */
const PER_PERCENT = RATE_SCALE / 100;

/** "12.5" (percent, up to three decimals) to thousandths of a percent, with string arithmetic; null when not a number. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * PER_PERCENT + Number(fraction.padEnd(3, "0"));
}

/** Thousandths of a percent as typed text: 12500 is "12.5". */
export function percentText(rate: number | null): string {
  if (rate === null) return "";
  const whole = Math.trunc(rate / PER_PERCENT);
  const fraction = String(rate % PER_PERCENT)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
