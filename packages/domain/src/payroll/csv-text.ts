// CSV as spreadsheets and payroll providers read it (RFC 4180): comma-separated, CRLF line ends.

/** A cell: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text a person typed (a name, a label). A spreadsheet runs a cell starting with =, +, -, @, a tab
 * or a carriage return as a formula, so such text gets a leading apostrophe and stays text.
 */
export const csvText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows of cells as CSV text, every line (the last too) ended by CRLF. */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
