import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { formatMoney, parseMoney } from "@washdesk/domain";
import Papa from "papaparse";
import { expect, vi } from "vitest";

// What the report tests read: a table's rows as a person reads them across, and the CSV file the
// Export button saves, read back as a spreadsheet would.

/** Every row of a table (body and totals), each as its cells' text. */
export function rowsOf(table: string): string[][] {
  return [...screen.getByRole("table", { name: table }).querySelectorAll("tbody tr, tfoot tr")].map((row) => [...row.children].map((cell) => cell.textContent));
}

/** The totals row of a table, as shown. */
export function totalsOf(table: string): string[] {
  return [...(screen.getByRole("table", { name: table }).querySelector("tfoot tr")?.children ?? [])].map((cell) => cell.textContent);
}

/** The cells beside a row header, as a person reads them across. */
export function figuresOf(table: string, row: string): string[] {
  const header = within(screen.getByRole("table", { name: table })).getByRole("rowheader", { name: row });
  return [...(header.closest("tr")?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
}

/** The file's lines, read back as a spreadsheet would. */
export const linesOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;

/** The lines of one table in the file: from its title to the blank line after it. */
export function tableIn(lines: string[][], title: string): string[][] {
  const start = lines.findIndex((line) => line.length === 1 && line[0] === title);
  expect(start, `table "${title}" in the file`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line.length === 1 && line[0] === "");
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** A file's money ("136.10") as the screen writes it ("$136.10"); counts and words as they are. */
export const asShown = (cell: string) => (/^-?\d+\.\d{2}$/.test(cell) ? formatMoney(parseMoney(cell) ?? Number.NaN) : cell);

/** Presses Export CSV and answers the file the browser was handed, with its name. */
export async function exportCsv(user: UserEvent): Promise<{ name: string; lines: string[][] }> {
  const files: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    files.push(blob as Blob);
    return "blob:report";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  let name = "";
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  await waitFor(() => expect(name).not.toBe(""));
  // The byte-order mark goes first; the file's text follows it.
  const text = (await files[0]!.text()).replace(/^\uFEFF/, "");
  return { name, lines: linesOf(text) };
}
