import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, signIn } from "./sign-in";
import { attachStationToOpenDrawer } from "./station";

// Unique per run, so the journey never meets a demo product's code or a demo customer's phone.
const stamp = Date.now().toString().slice(-7);
const serviceName = `Foam Wash ${stamp}`;
const serviceCode = `FOAM-${stamp}`;
const customerName = `Suvi Driver ${stamp}`;
const phone = `556${stamp}`;
const plate = `SV${stamp}`;

/** Picks an option of a Mantine Select or Autocomplete, as a person does: type (or open), then click. */
async function choose(page: Page, field: Locator, option: string | RegExp, typed?: string): Promise<void> {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** The figure beside a label in the Totals table. */
const total = (page: Page, label: string) =>
  page
    .getByRole("table", { name: "Totals" })
    .getByRole("row", { name: new RegExp(`^${label}`) })
    .getByRole("cell");

/** The number of the sale on screen, from its heading "Sale #N". */
async function saleNumber(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 2, name: /^Sale #\d+$/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? "").replace("Sale #", "");
}

async function createServicePricedPerVehicleType(page: Page): Promise<void> {
  await page.goto("/products/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
  await choose(page, page.getByRole("combobox", { name: "Kind" }), "Service");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(serviceName);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(serviceCode);
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("20.00");
  await page.getByRole("textbox", { name: "SUV price", exact: true }).fill("28.00");
  await choose(page, page.getByRole("combobox", { name: "Tax type" }), "Percentage");
  await choose(page, page.getByRole("combobox", { name: "Tax method" }), "Exclusive");
  await page.getByRole("textbox", { name: "Tax rate" }).fill("8.875");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/products$/);
}

/** The Add New Customer dialog, opened from the sale: a customer whose one vehicle is an SUV. */
async function addCustomerWithSuv(page: Page): Promise<void> {
  await page.getByRole("button", { name: "New customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Customer" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(customerName);
  await dialog.getByRole("textbox", { name: "Phone" }).pressSequentially(phone);
  await dialog.getByRole("button", { name: "Add vehicle" }).click();
  const vehicle = page.getByRole("dialog", { name: "Add New Vehicle" });
  await vehicle.getByRole("textbox", { name: "Year (greater than 1995)" }).fill("2022");
  await choose(page, vehicle.getByRole("combobox", { name: "Make" }), "Toyota", "Toy");
  await choose(page, vehicle.getByRole("combobox", { name: "Model" }), "RAV4", "RAV");
  await choose(page, vehicle.getByRole("combobox", { name: "Type" }), "SUV");
  await vehicle.getByRole("textbox", { name: "Tag" }).fill(plate);
  await vehicle.getByRole("button", { name: "Add" }).click();
  await expect(vehicle).toBeHidden();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

async function addProduct(page: Page, search: string, option: RegExp): Promise<void> {
  await choose(page, page.getByRole("combobox", { name: "Add product" }), option, search);
}

test("a sale to a customer's SUV: priced per vehicle type, discounted, taxed, split paid, refunded by line; another deleted; each in its list", async ({
  page,
}) => {
  await signIn(page, OWNER);
  // The back office's cash goes into this browser's drawer, as at the counter.
  await attachStationToOpenDrawer(page);
  await createServicePricedPerVehicleType(page);

  // Sale 1: the new service for the customer's SUV with 10 % off, and a Tire Shine add-on.
  await page.goto("/sales/new");
  await expect(page.getByRole("heading", { level: 1, name: "New Sale" })).toBeVisible();
  await addCustomerWithSuv(page);
  await expect(page.getByRole("combobox", { name: "Customer" })).toHaveValue(new RegExp(customerName));
  await expect(page.getByRole("combobox", { name: "Vehicle" })).toHaveValue(`2022 Toyota RAV4 · SUV · ${plate}`);

  // The SUV price, not the base price, is offered.
  await addProduct(page, serviceCode, new RegExp(`^${serviceName} \\(${serviceCode}\\) · \\$28\\.00$`));
  const wash = page.getByRole("group", { name: serviceName });
  await choose(page, wash.getByRole("combobox", { name: "Discount type" }), "Percentage");
  await wash.getByRole("textbox", { name: "Discount (%)" }).fill("10");
  await addProduct(page, "ADD-TIRE", /^Tire Shine \(ADD-TIRE\) · \$4\.00$/);

  // By hand. Wash: SUV price $28.00, 10 % off = $2.80, leaving $25.20; 8.875 % of $25.20 =
  // $2.2365, rounded half away from zero to $2.24; the line costs $25.20 + $2.24 = $27.44.
  // Tire Shine: $4.00, no tax. Items $28.00 + $4.00 = $32.00; discount $2.80; subtotal
  // $25.20 + $4.00 = $29.20; tax $2.24; total $29.20 + $2.24 = $31.44.
  await expect(page.getByLabel(`Line total of ${serviceName}`)).toHaveText("$27.44");
  await expect(total(page, "Items")).toHaveText("$32.00");
  await expect(total(page, "Discount")).toHaveText("−$2.80");
  await expect(total(page, "Subtotal")).toHaveText("$29.20");
  await expect(total(page, "Tax")).toHaveText("$2.24");
  await expect(total(page, "Total")).toHaveText("$31.44");

  // $20.00 in cash from a $50 note: $30.00 change. The rest, $11.44, by card.
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("textbox", { name: "Amount" })).toHaveValue("31.44");
  await payments.getByRole("textbox", { name: "Amount" }).fill("20.00");
  await payments.getByRole("textbox", { name: "Cash tendered" }).fill("50.00");
  await expect(payments.getByText("Change due: $30.00")).toBeVisible();
  await payments.getByRole("button", { name: "Add payment" }).click();
  await expect(payments.getByText("Balance remaining: $11.44")).toBeVisible();
  await choose(page, payments.getByRole("combobox", { name: "Payment method" }), "Card");
  await expect(payments.getByRole("textbox", { name: "Amount" })).toHaveValue("11.44");
  await payments.getByRole("textbox", { name: "Reference" }).fill("4242");
  await payments.getByRole("button", { name: "Add payment" }).click();
  await expect(payments.getByText("Balance remaining: $0.00")).toBeVisible();
  await page.getByRole("button", { name: "Complete sale" }).click();

  // The saved sale: paid, with the server's figures equal to those computed by hand.
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const paidNumber = await saleNumber(page);
  await expect(page.getByLabel("Status: Completed")).toBeVisible();
  await expect(page.getByLabel("Invoice: Paid")).toBeVisible();
  const summary = page.getByRole("region", { name: "Sale summary" });
  await expect(summary).toContainText("Total: $31.44");
  await expect(summary).toContainText("Paid: $31.44");
  await expect(summary).toContainText("Balance: $0.00");
  await expect(total(page, "Tax")).toHaveText("$2.24");
  const taken = page.getByRole("table", { name: "Payments" });
  await expect(taken.getByRole("row", { name: /Cash/ })).toContainText("$20.00");
  await expect(taken.getByRole("row", { name: /Cash/ })).toContainText("$50.00");
  await expect(taken.getByRole("row", { name: /Cash/ })).toContainText("$30.00");
  await expect(taken.getByRole("row", { name: /Card/ })).toContainText("$11.44");

  // The 80 mm receipt is what prints: the app hides, the receipt shows.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole("button", { name: "Print 80 mm" }).click();
  await page.emulateMedia({ media: "print" });
  const receipt = page.getByRole("article", { name: `Receipt ${paidNumber}` });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("Change$30.00");
  await expect(page.getByRole("region", { name: "Sale summary" })).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });

  // Refund one line: the Tire Shine comes back, $4.00.
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const refund = page.getByRole("dialog", { name: `Refund sale #${paidNumber}` });
  await refund.getByRole("group", { name: "Tire Shine" }).getByRole("textbox", { name: "Quantity to return" }).fill("1");
  await refund.getByRole("textbox", { name: "Reason" }).fill(`Tire shine skipped ${stamp}`);
  await refund.getByRole("button", { name: "Refund $4.00" }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByLabel("Status: Partial refund")).toBeVisible();
  await expect(page.getByRole("table", { name: "Refunds of this sale" })).toContainText(`Tire shine skipped ${stamp}`);

  // Sale 2: a walk-in's sedan (base price $20.00 + 8.875 % = $1.775 → $1.78), saved unpaid, then deleted.
  await page.goto("/sales/new");
  await choose(page, page.getByRole("combobox", { name: "Vehicle type" }), "Sedan");
  await addProduct(page, serviceCode, new RegExp(`^${serviceName} \\(${serviceCode}\\) · \\$20\\.00$`));
  await expect(total(page, "Total")).toHaveText("$21.78");
  await page.getByRole("button", { name: "Save sale" }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const deletedNumber = await saleNumber(page);
  await expect(page.getByLabel("Status: Pending")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const remove = page.getByRole("dialog", { name: `Delete sale #${deletedNumber}` });
  await remove.getByRole("textbox", { name: "Reason" }).fill(`Rung up by mistake ${stamp}`);
  await remove.getByRole("button", { name: "Delete sale" }).click();
  await expect(page).toHaveURL(/\/sales\/list$/);

  // Each in its list: the paid sale among sales, its refund among refunds, the other among deleted ones.
  const sales = page.getByRole("table", { name: "Sales" });
  const paidRow = sales.getByRole("row", { name: new RegExp(`#${paidNumber}\\b`) });
  await expect(paidRow).toContainText(customerName);
  await expect(paidRow).toContainText("Partial refund");
  await expect(paidRow).toContainText("$31.44");
  await expect(sales.getByRole("row", { name: /^Totals/ })).toBeVisible();
  await expect(sales.getByRole("row", { name: new RegExp(`#${deletedNumber}\\b`) })).toHaveCount(0);

  await page.goto("/sales/refunds");
  const refundRow = page.getByRole("table", { name: "Refunds" }).getByRole("row", { name: new RegExp(`Tire shine skipped ${stamp}`) });
  await expect(refundRow).toContainText(`#${paidNumber}`);
  await expect(refundRow).toContainText("$4.00");

  await page.goto("/sales/deleted");
  const deletedRow = page.getByRole("table", { name: "Deleted sales" }).getByRole("row", { name: new RegExp(`Rung up by mistake ${stamp}`) });
  await expect(deletedRow).toContainText(`#${deletedNumber}`);
  await expect(deletedRow).toContainText("$21.78");
  await deletedRow.getByRole("link", { name: `#${deletedNumber}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toContainText(`Reason: Rung up by mistake ${stamp}`);
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
});
