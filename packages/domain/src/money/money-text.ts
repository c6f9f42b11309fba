import type { Cents } from "./rounding";
import { assertCents, cents as toCents, RATE_SCALE } from "./rounding";

// Text ↔ integer conversions are done on digits, never through floats.

// sign, optional $, optional sign after $, integer part (grouped by commas or not), decimals.
const MONEY = /^([-+]?)\$?([-+]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/** "12", "12.5", "$1,234.56", "-3.10", "-$3.10" → cents; null for junk or more than 2 decimals. */
export function parseMoney(text: string): Cents | null {
  const match = MONEY.exec(text.trim().replace(/\s+/g, ""));
  if (!match) return null;
  const [, signBefore = "", signAfter = "", integerText = "", fraction = ""] = match;
  if (signBefore !== "" && signAfter !== "") return null;
  const integer = integerText.replace(/,/g, "");
  if (integer === "" && fraction === "") return null;
  if (fraction.length > 2) return null;
  const magnitude = BigInt(integer === "" ? "0" : integer) * 100n + BigInt(fraction.padEnd(2, "0"));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const cents = Number(magnitude);
  if (cents === 0) return toCents(0);
  return toCents(signBefore === "-" || signAfter === "-" ? -cents : cents);
}

function splitCents(cents: number): { negative: boolean; units: string; hundredths: string } {
  assertCents(cents, "cents");
  const digits = Math.abs(cents).toString().padStart(3, "0");
  return { negative: cents < 0, units: digits.slice(0, -2), hundredths: digits.slice(-2) };
}

/** 123456 → "1234.56", -310 → "-3.10": the plain decimal form for inputs, CSV and SQL numerics. */
export function centsToDecimalString(cents: number): string {
  const { negative, units, hundredths } = splitCents(cents);
  return `${negative ? "-" : ""}${units}.${hundredths}`;
}

export interface FormatMoneyOptions {
  /** Defaults to "$". */
  symbol?: string;
  /** Thousands separators; defaults to true. */
  grouping?: boolean;
}

/** 123456 → "$1,234.56", -310 → "-$3.10". */
export function formatMoney(cents: number, opts: FormatMoneyOptions = {}): string {
  const { symbol = "$", grouping = true } = opts;
  const { negative, units, hundredths } = splitCents(cents);
  const grouped = grouping ? units.replace(/\B(?=(\d{3})+$)/g, ",") : units;
  return `${negative ? "-" : ""}${symbol}${grouped}.${hundredths}`;
}

const RATE = /^(\d*)(?:\.(\d*))?%?$/;

/** "8.875" (or "8.875%") → 8875 thousandths of a percent; null for junk, negatives or more than 3 decimals. */
export function rateFromPercentText(text: string): number | null {
  const match = RATE.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if ((whole === "" && fraction === "") || fraction.length > 3) return null;
  const rate = Number(whole === "" ? "0" : whole) * 1000 + Number(fraction.padEnd(3, "0"));
  return Number.isSafeInteger(rate) ? rate : null;
}

/** 8875 → "8.875", 8500 → "8.5", 100000 → "100": the percent without trailing zeros. */
export function formatRate(rateThousandths: number): string {
  if (!Number.isSafeInteger(rateThousandths)) throw new RangeError(`Rate must be an integer, got ${rateThousandths}`);
  const perPercent = RATE_SCALE / 100;
  const negative = rateThousandths < 0;
  const magnitude = Math.abs(rateThousandths);
  const whole = Math.floor(magnitude / perPercent);
  const fraction = (magnitude % perPercent).toString().padStart(3, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`;
}
