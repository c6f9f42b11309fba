import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./sign-in";

// Unique per run, so the journey never meets a demo product's code.
const stamp = Date.now().toString().slice(-7);
const name = `Foam Wash ${stamp}`;
const code = `E2E-${stamp}`;

test("a service priced per vehicle type: created, found in the list, edited, and still so after a reload", async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  const list = page.getByRole("table", { name: "Products" });
  // The demo shop's catalog is there: washes priced per vehicle type.
  await expect(list.getByRole("row", { name: /Deluxe Wash/ })).toContainText("from $18.00");

  // Create: a service, $19.50 for most vehicles and $24.00 for an SUV.
  // The menu has "Add Product" too; this is the list's button.
  await page.getByRole("link", { name: "Add product", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Kind", exact: true })).toHaveValue("Service");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await page.getByRole("combobox", { name: "Category" }).fill("Washes");
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("19.50");
  await expect(page.getByRole("textbox", { name: "SUV price", exact: true })).toHaveAttribute("placeholder", "19.50");
  await page.getByRole("textbox", { name: "SUV price", exact: true }).fill("24.00");
  // No tax yet: the method waits for a type.
  await expect(page.getByRole("combobox", { name: "Tax method" })).toBeDisabled();
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText("Product saved.")).toBeVisible();

  // Find it by code.
  await page.getByRole("textbox", { name: "Search", exact: true }).fill(code);
  const row = list.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText("Service");
  await expect(row).toContainText("Washes");
  await expect(row).toContainText("$19.50");
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name }).click();

  // Edit: the name is the title; the SUV price is kept; raise the price, price the van, retire it.
  await expect(page).toHaveURL(new RegExp(`/products/edit/[0-9a-f-]+\\?pn=Foam`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "SUV price", exact: true })).toHaveValue("24.00");
  await expect(page.getByRole("textbox", { name: "Van price", exact: true })).toHaveValue("");
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("21.00");
  await page.getByRole("textbox", { name: "Van price", exact: true }).fill("27.00");
  await page.getByRole("combobox", { name: "Tax type" }).click();
  await page.getByRole("option", { name: "Percentage", exact: true }).click();
  await page.getByRole("textbox", { name: "Tax rate", exact: true }).fill("8.875");
  await page.getByRole("switch", { name: /Active/ }).uncheck({ force: true });
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/products/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  await page.getByRole("textbox", { name: "Search", exact: true }).fill(code);
  const edited = list.getByRole("row", { name: new RegExp(name) });
  await expect(edited).toContainText("$21.00");
  await expect(edited).toContainText("Inactive");

  // Every change is the server's, not the page's: open it again after a reload.
  await page.reload();
  await page.getByRole("textbox", { name: "Search", exact: true }).fill(code);
  // Wait for the filtered list: the search writes the address after its debounce, and a click
  // before that would be followed by the list's own update.
  await expect(list.getByRole("row")).toHaveCount(2);
  await list.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price", exact: true })).toHaveValue("21.00");
  await expect(page.getByRole("textbox", { name: "SUV price", exact: true })).toHaveValue("24.00");
  await expect(page.getByRole("textbox", { name: "Van price", exact: true })).toHaveValue("27.00");
  await expect(page.getByRole("textbox", { name: "Tax rate", exact: true })).toHaveValue("8.875");
  await expect(page.getByRole("switch", { name: /Active/ })).not.toBeChecked();
});
