import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, signIn } from "./sign-in";

// Unique per run, so the journey never meets a demo vendor's name or phone.
const stamp = Date.now().toString().slice(-7);
const company = `E2E Supply ${stamp}`;
const phone = `555${stamp}`;

const PINE = "Pine Air Freshener";
const GLASS = "Glass Cleaner 22 oz";

/** The stock the products list shows for one product. */
async function stockOf(page: Page, name: string): Promise<number> {
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Image, name, code, category, kind, price, stock, status.
  return Number(await row.getByRole("cell").nth(6).innerText());
}

/** Opens a Mantine select and clicks one of its options. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

test("a vendor and a purchase of two products: the amount as computed by hand, and the stock of both rises", async ({ page }) => {
  // Many screens in a row on two cores shared with the journeys that open every screen: more than a minute at times.
  test.slow();
  await signIn(page, OWNER);
  const pineBefore = await stockOf(page, PINE);
  const glassBefore = await stockOf(page, GLASS);

  // The vendor, through the Add Vendor dialog.
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vendors", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
  await page.getByRole("button", { name: "Add vendor" }).click();
  const vendorDialog = page.getByRole("dialog", { name: "Add Vendor" });
  await vendorDialog.getByRole("button", { name: "Save" }).click();
  await expect(vendorDialog.getByText("Field is required!")).toHaveCount(2);
  await vendorDialog.getByRole("textbox", { name: "Company" }).fill(company);
  await vendorDialog.getByRole("textbox", { name: "Representative" }).fill("Robin Tester");
  await vendorDialog.getByRole("textbox", { name: "Phone" }).pressSequentially(phone);
  await vendorDialog.getByRole("textbox", { name: "Email" }).fill(`orders.${stamp}@example.com`);
  await vendorDialog.getByRole("button", { name: "Save" }).click();
  await expect(vendorDialog).toBeHidden();
  await expect(page.getByText("Vendor saved.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Vendors" }).getByRole("row").filter({ hasText: company })).toBeVisible();

  // The purchase, through the Add New Purchase dialog.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Purchases", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchases" })).toBeVisible();
  await page.getByRole("button", { name: "Add purchase" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Purchase" });

  const vendorField = dialog.getByRole("combobox", { name: "Vendor", exact: true });
  await vendorField.click();
  await vendorField.fill(stamp);
  await page.getByRole("option", { name: company, exact: true }).click();
  await expect(vendorField).toHaveValue(company);
  await choose(page, dialog.getByRole("combobox", { name: "Paid by", exact: true }), "Check");

  const addProduct = dialog.getByRole("combobox", { name: "Add product", exact: true });
  for (const name of [PINE, GLASS]) {
    await addProduct.click();
    await addProduct.fill(name);
    await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
    await expect(dialog.getByRole("group", { name })).toBeVisible();
  }

  // Pine, by hand: cost $1.10, 10 % off → $0.99, + $0.05 fixed tax → $1.04 each; 24 → $24.96.
  const pine = dialog.getByRole("group", { name: PINE });
  await expect(pine.getByRole("textbox", { name: "Price", exact: true })).toHaveValue("1.10");
  await pine.getByRole("textbox", { name: "Quantity", exact: true }).fill("24");
  await choose(page, pine.getByRole("combobox", { name: "Discount type", exact: true }), "Percentage");
  await pine.getByRole("textbox", { name: "Discount (%)", exact: true }).fill("10");
  await expect(pine.getByRole("combobox", { name: "Tax method", exact: true })).toBeDisabled();
  await choose(page, pine.getByRole("combobox", { name: "Tax type", exact: true }), "Fixed");
  await expect(pine.getByRole("combobox", { name: "Tax method", exact: true })).toBeEnabled();
  await pine.getByRole("textbox", { name: "Tax rate ($)", exact: true }).fill("0.05");
  await expect(dialog.getByLabel(`Subtotal of ${PINE}`)).toHaveText("$24.96");

  // Glass cleaner, by hand: cost $2.40, no discount, no tax; 12 → $28.80.
  const glass = dialog.getByRole("group", { name: GLASS });
  await expect(glass.getByRole("textbox", { name: "Price", exact: true })).toHaveValue("2.40");
  await glass.getByRole("textbox", { name: "Quantity", exact: true }).fill("12");
  await expect(dialog.getByLabel(`Subtotal of ${GLASS}`)).toHaveText("$28.80");

  // The purchase: $24.96 + $28.80 = $53.76.
  await expect(dialog.getByRole("textbox", { name: "Amount", exact: true })).toHaveValue("53.76");
  await dialog.getByRole("textbox", { name: "Notes", exact: true }).fill(`Restock ${stamp}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  // The notice first: it closes on its own, and on a loaded machine it was gone by the time the
  // dialog's closing had been checked.
  await expect(page.getByText("Purchase saved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Saving Purchase...")).toBeHidden();

  const row = page.getByRole("table", { name: "Purchases" }).getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("$53.76");
  await expect(row).toContainText("Check");
  await expect(row).toContainText("2 products · 36 units");

  // The details: both lines as saved.
  await row.getByRole("button", { name: `View purchase from ${company}` }).click();
  const details = page.getByRole("dialog", { name: "Purchase details" });
  const lines = details.getByRole("table", { name: "Purchase lines" });
  await expect(lines.getByRole("row").filter({ hasText: PINE })).toContainText("$24.96");
  await expect(lines.getByRole("row").filter({ hasText: GLASS })).toContainText("$28.80");
  await details.getByRole("button", { name: "Close" }).click();

  // Stock rose by what was bought.
  expect(await stockOf(page, PINE)).toBe(pineBefore + 24);
  expect(await stockOf(page, GLASS)).toBe(glassBefore + 12);
});
