import { expect, test, type Locator, type Page } from "@playwright/test";
import { CASHIER, signIn, storedToken } from "./sign-in";

// The counter on a tablet in landscape (1024 × 768), on a device that has never chosen a drawer:
// the demo shop opens today with Register 1's drawer open, and only that one.
test.use({ viewport: { width: 1024, height: 768 } });

const clientHeader = { "x-security-token": "washdesk-client" };

/** Counts what a finger does, so a journey can say how many taps a sale took. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.click();
      taps += 1;
    },
    get taps() {
      return taps;
    },
    reset: () => {
      taps = 0;
    },
  };
}

/** The page does not scroll: the document is exactly the window's height, and the button lies inside it. */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await target.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(viewport.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

async function openRegisters(page: Page): Promise<string[]> {
  const token = await storedToken(page);
  const answer = await page.request.get("/api/registers", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { body } = (await answer.json()) as { body: { name: string; openSession: unknown }[] };
  return body.filter((register) => register.openSession !== null).map((register) => register.name);
}

test("a fresh device sells at once into the one open register; a cash sale is three taps with Complete sale on screen", async ({ page }) => {
  await signIn(page, CASHIER);
  expect(await openRegisters(page)).toEqual(["Register 1"]);

  // Below 1200 px the menu waits behind its button; the counter is one tap away in it.
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Toggle navigation" }).click();
  await menu.getByRole("link", { name: "Point of Sale" }).click();
  await expect(page).toHaveURL(/\/sales\/pos$/);
  await expect(menu).toBeHidden();

  // No register to choose: the station took the only open one, and says which.
  await expect(page.getByRole("button", { name: "Register 1" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which register is this station?" })).toHaveCount(0);
  const complete = page.getByRole("button", { name: "Complete sale" });
  const tiles = page.getByRole("list", { name: "Products" });
  // The demo's washes come first: the owner's favourites and positions.
  await expect(tiles.getByRole("button").first()).toHaveAccessibleName(/^Add Express Wash, from \$/);
  await expectOnScreen(page, complete);

  // A walk-in's first sale, straight from the counter: tile, exact cash, complete.
  const finger = tapCounter();
  await finger.tap(tiles.getByRole("button", { name: "Add Tire Shine, $4.00" }));
  await finger.tap(page.getByRole("button", { name: "Exact cash $4.00" }));
  await expectOnScreen(page, complete);
  await finger.tap(complete);
  await expect(page.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ })).toBeVisible();
  expect(finger.taps).toBe(3);

  // The next one, from "New sale": the same three taps.
  await page.getByRole("button", { name: "New sale" }).click();
  finger.reset();
  await finger.tap(tiles.getByRole("button", { name: "Add Interior Vacuum, $8.00" }));
  await finger.tap(page.getByRole("button", { name: "Exact cash $8.00" }));
  await expectOnScreen(page, complete);
  await finger.tap(complete);
  await expect(page.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ })).toBeVisible();
  expect(finger.taps).toBeLessThanOrEqual(3);
});

test("a wash priced per vehicle type asks a walk-in's type first; a long cart scrolls in its column, Complete sale stays on screen", async ({ page }) => {
  await signIn(page, CASHIER);
  await page.goto("/sales/pos");
  await expect(page.getByRole("button", { name: "Register 1" })).toBeVisible();
  const tiles = page.getByRole("list", { name: "Products" });

  await tiles.getByRole("button", { name: "Add Deluxe Wash, from $18.00" }).click();
  const choice = page.getByRole("dialog", { name: "Vehicle type for Deluxe Wash" });
  await expect(choice.getByRole("button", { name: "Sedan, $18.00" })).toBeVisible();
  await choice.getByRole("button", { name: "SUV, $22.00" }).click();
  await expect(choice).toBeHidden();
  await expect(page.getByLabel("Line total of Deluxe Wash")).toHaveText("$22.00");
  await expect(page.getByRole("radiogroup", { name: "Vehicle type" }).getByRole("radio", { name: "SUV", exact: true })).toBeChecked();
  // The type is known: the tiles show its prices and go straight in.
  await tiles.getByRole("button", { name: "Add Ultimate Wash, $30.00" }).click();
  await expect(choice).toBeHidden();

  // Enough lines to overflow the cart: the column scrolls, the page never does.
  for (const name of ["Tire Shine", "Hand Wax", "Rain Repellent", "Underbody Flush", "Interior Vacuum", "Pet Hair Removal", "Interior Detail"]) {
    await tiles.getByRole("button", { name: new RegExp(`^Add ${name}, \\$`) }).click();
    await expect(page.getByRole("group", { name })).toBeAttached();
  }
  await page.getByRole("button", { name: /^Exact cash \$/ }).click();
  const complete = page.getByRole("button", { name: "Complete sale" });
  await expect(complete).toBeEnabled();
  await expectOnScreen(page, complete);
  const cartColumn = page.getByTestId("pos-cart-column");
  expect(await cartColumn.evaluate((column) => column.scrollHeight > column.clientHeight)).toBe(true);
  await complete.click();
  await expect(page.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ })).toBeVisible();
});
