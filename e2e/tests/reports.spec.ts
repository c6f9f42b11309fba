import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cents, figure, money } from "./screen";
import { OWNER, signIn } from "./sign-in";

// The reports of the demo shop, read as the owner: the dashboard against the day-end report, every
// report opened from the menu, a preset, a CSV file against the screen, and the printed page.

/** The reports with the shared frame, by their menu entry and title. */
const REPORTS = [
  "General Report",
  "Sales Report",
  "Payments Report",
  "Profit and Loss",
  "Cashier Report",
  "Monthly Report",
  "Customers Report",
  "Expenses Report",
  "Purchases Report",
];

/** A headline figure's value: the line under its label ("Cars", "12", "Last week 10 · +20 %"). */
async function statValue(stat: Locator): Promise<string> {
  const lines = (await stat.innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return lines[1] ?? "";
}

/** The report has its figures on screen: no loading sign, no failure. */
async function reportShown(page: Page, title: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel("Loading report")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("The report could not be loaded")).toHaveCount(0);
  await expect(page.getByText(/Not available yet/)).toHaveCount(0);
  await expect(page.getByRole("table").first()).toBeVisible();
}

/** Chooses a preset in the report's Period field. */
async function choosePreset(page: Page, preset: string): Promise<void> {
  await page.getByRole("combobox", { name: "Period" }).click();
  await page.getByRole("option", { name: preset, exact: true }).click();
}

/** The lines of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      line.push(cell);
      cell = "";
    } else if (c === "\n") {
      line.push(cell.replace(/\r$/, ""));
      lines.push(line);
      line = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || line.length > 0) lines.push([...line, cell]);
  return lines;
}

/** A file's cell as the screen writes it: 1234.50 → $1,234.50, 1234 → 1,234, words as they are. */
function asShown(cell: string): string {
  const amount = /^(-?)(\d+)\.(\d{2})$/.exec(cell);
  if (amount) return money((amount[1] ? -1 : 1) * (Number(amount[2]) * 100 + Number(amount[3])));
  return /^\d+$/.test(cell) ? Number(cell).toLocaleString("en-US") : cell;
}

test("today's dashboard figures are the day-end report's and the sales report's", async ({ page }) => {
  await signIn(page, OWNER);
  const today = page.getByRole("region", { name: "Today", exact: true });
  await expect(today).toBeVisible();
  const net = cents(await statValue(today.getByRole("group", { name: "Net sales" })));
  const cars = await statValue(today.getByRole("group", { name: "Cars" }));

  // The day-end report of today (its default day): the same net sales.
  await page.goto("/reports/dayEnd");
  await expect(page.getByRole("heading", { level: 1, name: "Day-End Report" })).toBeVisible();
  await expect(figure(page, "Sales", "Net sales")).toHaveText(money(net));

  // The day-end report counts sales, not cars: today's cars are the sales report's.
  await page.goto("/reports/sales?preset=today");
  await reportShown(page, "Sales Report");
  expect(cents(await statValue(page.getByRole("group", { name: "Net sales" })))).toBe(net);
  expect(await statValue(page.getByRole("group", { name: "Cars" }))).toBe(cars);
});

test("every report opens from the menu; a preset changes the address and the figures", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const title of REPORTS) {
    await test.step(title, async () => {
      await menu.getByRole("link", { name: title, exact: true }).click();
      await reportShown(page, title);
    });
  }

  // Profit and loss: this month, then last month.
  await menu.getByRole("link", { name: "Profit and Loss", exact: true }).click();
  await reportShown(page, "Profit and Loss");
  await expect(page).toHaveURL(/\/reports\/pnl$/);
  const statement = page.getByRole("table", { name: "Profit and loss", exact: true });
  const thisMonth = await statement.innerText();
  const net = figure(page, "Profit and loss", "Net sales");
  const thisMonthNet = await net.innerText();

  await choosePreset(page, "Last month");
  await expect(page).toHaveURL(/\/reports\/pnl\?preset=lastMonth$/);
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("Last month");
  await expect(page.getByLabel("Refreshing report")).toHaveCount(0, { timeout: 30_000 });
  // A year of history: last month's whole takings are not this month's so far.
  await expect(net).not.toHaveText(thisMonthNet);
  expect(await statement.innerText()).not.toBe(thisMonth);
  // The address keeps it: a reload shows last month again.
  await page.reload();
  await reportShown(page, "Profit and Loss");
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("Last month");
  await expect(net).not.toHaveText(thisMonthNet);
});

test("the CSV file's totals row is the screen's", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/reports/expenses?preset=lastMonth");
  await reportShown(page, "Expenses Report");
  const table = "Expenses by category";
  const shown = await page.getByRole("table", { name: table, exact: true }).locator("tfoot tr").locator("th, td").allInnerTexts();
  expect(shown[0]).toBe("All categories");
  expect(cents(shown[2]!)).toBe(cents(await statValue(page.getByRole("group", { name: "Expenses", exact: true }))));

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^expenses-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvLines((await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, ""));
  expect(lines[0]).toEqual(["Expenses Report"]);
  const start = lines.findIndex((line) => line.length === 1 && line[0] === table);
  expect(start, `the table "${table}" in the file`).toBeGreaterThan(0);
  const end = lines.findIndex((line, index) => index > start && line.length === 1 && line[0] === "");
  const totals = lines[(end === -1 ? lines.length : end) - 1]!;
  expect(totals.map(asShown)).toEqual(shown.map((cell) => cell.trim()));
});

test("the printed report leaves out the menu and the controls and shows the tables", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/reports/pnl?preset=lastMonth");
  await reportShown(page, "Profit and Loss");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();

  // The print dialog is the browser's: the page is looked at as print media instead.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole("button", { name: "Print" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Period" })).toBeHidden();
  await expect(page.getByRole("table", { name: "Profit and loss", exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Expenses by category", exact: true })).toBeVisible();
  await expect(page.getByText("Cash basis: money counts on the day it was received or paid out.")).toBeVisible();

  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });
  await expect(menu).toBeVisible();
});

test.describe("at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("a wide table scrolls inside its card, not the page", async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto("/reports/cashier?preset=thisYear");
    await reportShown(page, "Cashier Report");
    const card = page.getByRole("region", { name: "By cashier", exact: true });
    await expect(card).toBeVisible();
    const sizes = await card.evaluate((element) => ({
      inner: element.scrollWidth,
      shown: element.clientWidth,
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(sizes.inner).toBeGreaterThan(sizes.shown);
    expect(sizes.page).toBeLessThanOrEqual(sizes.window);
  });
});
