import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { tap } from "./screen";
import { OWNER, signIn } from "./sign-in";

// Two counter tablets in landscape (1024 × 768), each with its own drawer.
const viewport = { width: 1024, height: 768 };
// Two browsers at once on a shared machine: each step may take longer than one journey's.
const expect = baseExpect.configure({ timeout: 30_000 });
const stamp = Date.now().toString().slice(-7);
const label = `TK${stamp}`;

/** A tablet of its own: a fresh browser context, signed in. */
async function station(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Adds a drawer for this station and opens it with a $100.00 float, then lands on the counter. */
async function openDrawer(page: Page, name: string): Promise<void> {
  await page.goto("/registers/open");
  await page.getByRole("button", { name: "Add register" }).click();
  const adding = page.getByRole("dialog", { name: "Add register" });
  await adding.getByRole("textbox", { name: "Name" }).fill(name);
  await adding.getByRole("button", { name: "Add register" }).click();
  await expect(page.getByRole("combobox", { name: "Register", exact: true })).toHaveValue(name);
  await page.getByRole("group", { name: "Opening float" }).getByRole("textbox", { name: "$20", exact: true }).fill("5");
  await page.getByRole("button", { name: "Open register with $100.00" }).click();
  await expect(page).toHaveURL(/\/sales\/pos$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

// Two browsers, two drawers and a sale: more than one journey's usual time on a busy machine.
test.describe.configure({ timeout: 240_000 });

test("a ticket parked at one counter with a payment on it is resumed and paid at another: the same sale completes", async ({ browser }) => {
  const first = await station(browser, OWNER);
  await openDrawer(first, `Bay ${stamp}`);
  // Adding a drawer is a manager's or owner's: the second tablet is set up by the owner too.
  const second = await station(browser, OWNER);
  await openDrawer(second, `Lobby ${stamp}`);

  // Station one: a sedan's wash (a service priced per vehicle type waits for the type), $5.00 on a
  // card with no tip, then parked under a plate.
  await tap(first.getByRole("region", { name: "Customer and vehicle" }), "Vehicle type", "Sedan");
  await first
    .getByRole("list", { name: "Products" })
    .getByRole("button", { name: /^Add Deluxe Wash, \$/ })
    .click();
  const payment = first.getByRole("region", { name: "Payment" });
  await tap(payment, "Payment method", "Card");
  await payment.getByRole("textbox", { name: "Amount" }).fill("5.00");
  await payment.getByRole("button", { name: "Take $5.00 by Card" }).click();
  await first.getByRole("button", { name: "No tip" }).click();
  await first.getByRole("button", { name: "Park ticket" }).click();
  const parking = first.getByRole("dialog", { name: "Park ticket" });
  await parking.getByRole("textbox", { name: "Ticket label" }).fill(label);
  await parking.getByRole("button", { name: "Park" }).click();
  await expect(first.getByText("Tap a service to add it.")).toBeVisible();

  // Station two: the ticket is on its list; resumed with what was paid on it.
  await second.getByRole("button", { name: /^Open tickets\s*\d+$/ }).click();
  const list = second.getByRole("dialog", { name: "Open tickets" });
  const row = list.getByRole("listitem", { name: label });
  await expect(row).toContainText("Walk-in");
  await row.getByRole("button", { name: `Resume ${label}` }).click();
  const resumed = second.getByRole("region", { name: "Resumed ticket" });
  await expect(resumed).toContainText("Paid before: Card $5.00");
  const number = /Sale #(\d+)/.exec((await resumed.textContent()) ?? "")![1]!;

  // Paid in cash for the rest, it completes as that same sale.
  await second
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: /^Exact cash / })
    .click();
  await expect(second.getByTestId("pos-balance")).toHaveText("$0.00");
  await second.getByRole("button", { name: "Complete sale" }).click();
  await expect(second.getByRole("heading", { level: 2, name: `Sale #${number} complete` })).toBeVisible();

  // Station one's list no longer holds it.
  await first.getByRole("button", { name: /^Open tickets\s*\d+$/ }).click();
  const firstList = first.getByRole("dialog", { name: "Open tickets" });
  await expect(firstList).toBeVisible();
  await expect(firstList.getByRole("listitem", { name: label })).toHaveCount(0);

  await first.context().close();
  await second.context().close();
});
