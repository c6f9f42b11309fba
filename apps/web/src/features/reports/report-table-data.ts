import { centsToDecimalString, formatDisplayDate, formatMoney, formatRate, roundHalfAwayFromZero, sumCents } from "@washdesk/domain";
import { changePercent, maybeChangeText } from "./report-change";
import { monthLabel } from "./report-labels";

/**
 * One figure of a report table. The same cells draw the screen's table and write the CSV file, so
 * the file holds exactly what the screen shows: money in cents here, "$1,234.56" on screen and
 * 1234.56 in the file; a date as "05 Mar, 2025" on screen and 2025-03-05 in the file, a month as
 * "Mar 2025" and 2025-03; a change as "+12.3 %" and 12.3 (empty when no percentage means anything);
 * a share as "33.3 %" and 33.3; a ratio as "1.25" in both.
 */
export type ReportCell =
  | { kind: "text"; value: string; href?: string }
  | { kind: "date"; value: string }
  | { kind: "month"; value: string }
  | { kind: "change"; current: number | null; previous: number | null }
  | { kind: "count"; value: number }
  | { kind: "money"; value: number | null }
  | { kind: "share"; rate: number | null }
  | { kind: "ratio"; hundredths: number | null }
  | { kind: "blank" };

export const text = (value: string, href?: string): ReportCell => ({ kind: "text", value, href });
export const date = (value: string): ReportCell => ({ kind: "date", value });
/** A month, "YYYY-MM". */
export const month = (value: string): ReportCell => ({ kind: "month", value });
export const count = (value: number): ReportCell => ({ kind: "count", value });
/** A figure against an earlier one. */
export const change = (current: number | null, previous: number | null): ReportCell => ({ kind: "change", current, previous });
/** Money in cents; null reads "—" (an average of nothing). */
export const money = (value: number | null): ReportCell => ({ kind: "money", value });
export const blank: ReportCell = { kind: "blank" };
/** A share in thousandths of a percent (RATE_SCALE); null reads "—" (a share of nothing). */
export const share = (rate: number | null): ReportCell => ({ kind: "share", rate });
/** A ratio in hundredths (125 is 1.25); null reads "—". */
export const ratio = (hundredths: number | null): ReportCell => ({ kind: "ratio", hundredths });

export interface ReportColumn {
  title: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** A row: its first cell names it (the row's header), the others are its figures. */
export type ReportRow = readonly ReportCell[];

export interface ReportTableData {
  /** The table's heading and accessible name; a line of its own in the CSV file. */
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The totals row, under the rows. */
  totals?: ReportRow;
  /** What the table says when it has no rows. */
  empty: string;
  /** Below this width the table scrolls inside its card. */
  minWidth?: number;
}

const NONE = "—";
const numberFormat = new Intl.NumberFormat("en-US");

/** A count as people read it: "1,234". */
export const formatCount = (value: number) => numberFormat.format(value);

/** Money that may be missing (an average of nothing): "—". */
export const formatMaybeMoney = (value: number | null) => (value === null ? NONE : formatMoney(value));

/** A share to a tenth of a percent, "33.3" (rounded once from thousandths); "" when there is none. */
const sharePercent = (rate: number | null) => (rate === null ? "" : formatRate(roundHalfAwayFromZero(rate, 100) * 100));

/** A share as people read it: "33.3 %", or "—". */
export const formatShare = (rate: number | null) => (rate === null ? NONE : `${sharePercent(rate)} %`);

/** Hundredths with two decimals from the integer itself ("1.25", "0.05"), so no float rounds them; "" when none. */
const ratioDigits = (hundredths: number | null) =>
  hundredths === null ? "" : `${hundredths < 0 ? "-" : ""}${Math.floor(Math.abs(hundredths) / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, "0")}`;

/** A ratio as people read it: "1.25", or "—". */
export const formatRatio = (hundredths: number | null) => (hundredths === null ? NONE : ratioDigits(hundredths));

/** A cell as the screen shows it. */
export function shownCell(cell: ReportCell): string {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "date":
      return formatDisplayDate(cell.value);
    case "month":
      return monthLabel(`${cell.value}-01`);
    case "change":
      return maybeChangeText(cell.current, cell.previous);
    case "count":
      return formatCount(cell.value);
    case "money":
      return formatMaybeMoney(cell.value);
    case "share":
      return formatShare(cell.rate);
    case "ratio":
      return formatRatio(cell.hundredths);
    case "blank":
      return "";
  }
}

/** A cell as the CSV file holds it: money as plain decimal dollars, counts as numbers, dates stored. */
export function fileCell(cell: ReportCell): string | number {
  switch (cell.kind) {
    case "text":
    case "date":
    case "month":
      return cell.value;
    case "count":
      return cell.value;
    case "money":
      return cell.value === null ? "" : centsToDecimalString(cell.value);
    case "change":
      return cell.current === null || cell.previous === null ? "" : (changePercent(cell.current, cell.previous) ?? "");
    case "share":
      return sharePercent(cell.rate);
    case "ratio":
      return ratioDigits(cell.hundredths);
    case "blank":
      return "";
  }
}

/** The sum of one money figure over rows, through the domain's cents sum. */
export const totalOf = <T>(rows: readonly T[], figure: (row: T) => number) => sumCents(rows.map(figure));

/** The sum of a count over rows. */
export const countOf = <T>(rows: readonly T[], figure: (row: T) => number) => rows.reduce((sum, row) => sum + figure(row), 0);
