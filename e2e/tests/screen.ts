import { expect, type Locator, type Page } from "@playwright/test";

/** $1,234.56 → 123456, read from a figure or a button's name. */
export function cents(text: string): number {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, "")) * 100 + Number(match[3]));
}

/** 123456 → $1,234.56, as the app writes money. */
export function money(amount: number): string {
  const abs = Math.abs(amount);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${amount < 0 ? "-" : ""}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** The cells of the row whose header reads `label`, in a table named `table`. */
export const figure = (page: Page, table: string, label: string) =>
  page
    .getByRole("table", { name: table, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");

/** Taps one option of a row of choices ("Payment method", "Vehicle type"), as a finger does: on its label. */
export async function tap(scope: Locator, choices: string, option: string): Promise<void> {
  await scope.getByRole("radiogroup", { name: choices }).getByText(option, { exact: true }).click();
  await expect(scope.getByRole("radiogroup", { name: choices }).getByRole("radio", { name: option, exact: true })).toBeChecked();
}
