import Papa from "papaparse";
import type { ReportPeriod } from "@washdesk/domain";
import { fileCell, type ReportTableData } from "./report-table-data";

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or return) as a formula: such text (a
 * product named "=1+1") is written with a leading quote. A negative amount ("-12.50") stays a number.
 */
const FORMULA = /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * A report as one CSV file: its title and period, then each table in the order the screen shows
 * it (its title, its column titles, its rows and its totals row), a blank line between tables.
 */
export function reportCsv(title: string, period: ReportPeriod, tables: readonly ReportTableData[]): string {
  const lines: (string | number)[][] = [[title], ["From", period.from, "To", period.to]];
  for (const table of tables) {
    lines.push(
      [],
      [table.title],
      table.columns.map((column) => column.title),
    );
    for (const row of table.rows) lines.push(row.map(fileCell));
    if (table.totals) lines.push(table.totals.map(fileCell));
  }
  return Papa.unparse(lines, { newline: "\r\n", escapeFormulae: FORMULA });
}

/** "sales-report-2025-03-01-to-2025-03-31.csv". */
export function csvFileName(title: string, period: ReportPeriod): string {
  const name = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${name}-${period.from}-to-${period.to}.csv`;
}

/** Saves the file through the browser's download; the byte-order mark lets spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
