import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, signIn } from "./sign-in";

// Unique per run, so the journey never meets a demo customer's phone or plate.
const stamp = Date.now().toString().slice(-7);
const phone = `555${stamp}`;
const maskedPhone = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
const toyotaPlate = `TY${stamp}`;
const hondaPlate = `HN${stamp}`;

/** Picks an option from a Mantine Autocomplete or Select, as a person does: type, then click. */
async function choose(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.click();
  await field.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

interface NewVehicle {
  year: string;
  make: string;
  model: string;
  type: string;
  tag: string;
  /** A swatch of the picker, by its hex code, and the name shown beside it. */
  swatch?: { hex: string; name: string };
}

async function addVehicle(page: Page, vehicle: NewVehicle, expectedStartYear: string): Promise<void> {
  await page.getByRole("dialog", { name: "Add New Customer" }).getByRole("button", { name: "Add vehicle" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
  const year = dialog.getByRole("textbox", { name: "Year (greater than 1995)" });
  // docs/product.md §9: "20" the first time, "2020" after a save.
  await expect(year).toHaveValue(expectedStartYear);
  await year.fill(vehicle.year);
  await choose(page, dialog.getByRole("combobox", { name: "Make" }), vehicle.make.slice(0, 3), vehicle.make);
  // The model list comes from the vehicle-data service or, offline, the bundled catalog.
  await choose(page, dialog.getByRole("combobox", { name: "Model" }), vehicle.model.slice(0, 3), vehicle.model);
  await dialog.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: vehicle.type, exact: true }).click();
  if (vehicle.swatch) {
    await dialog.getByRole("textbox", { name: "Color" }).click();
    await page.getByRole("button", { name: vehicle.swatch.hex }).click();
    await expect(dialog.getByRole("status", { name: "Color name" })).toHaveText(vehicle.swatch.name);
  } else {
    await expect(dialog.getByRole("status", { name: "Color name" })).toHaveText("Black");
  }
  await dialog.getByRole("textbox", { name: "Tag" }).fill(vehicle.tag);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

test("a customer with two vehicles: created through the dialogs, found by plate, recoloured, trimmed, and still so after a reload", async ({ page }) => {
  // About 25 s alone; it runs beside the walk of every screen with axe, which can triple that.
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();

  // Create: the Add New Customer dialog, with two vehicles from the Add New Vehicle dialog.
  await page.getByRole("button", { name: "Add customer" }).click();
  const customerDialog = page.getByRole("dialog", { name: "Add New Customer" });
  await customerDialog.getByRole("textbox", { name: "Name" }).fill("robin e2e-tester");
  await customerDialog.getByRole("textbox", { name: "Phone" }).pressSequentially(phone);
  await expect(customerDialog.getByRole("textbox", { name: "Phone" })).toHaveValue(maskedPhone);
  await customerDialog.getByRole("textbox", { name: "Email" }).fill(`robin.${stamp}@example.com`);

  // Saving without a vehicle is refused with the words of docs/product.md.
  await customerDialog.getByRole("button", { name: "Save" }).click();
  await expect(customerDialog.getByText("Vehicle can't be blank!")).toBeVisible();

  await addVehicle(page, { year: "2021", make: "Toyota", model: "Camry", type: "Sedan", tag: toyotaPlate }, "20");
  await addVehicle(page, { year: "2019", make: "Honda", model: "Civic", type: "SUV", tag: hondaPlate, swatch: { hex: "#FF0000", name: "Red" } }, "2020");
  const vehicles = customerDialog.getByRole("table", { name: "Vehicles" });
  await expect(vehicles.getByRole("row", { name: new RegExp(toyotaPlate) })).toContainText("Black");
  await expect(vehicles.getByRole("row", { name: new RegExp(hondaPlate) })).toContainText("Red");

  await customerDialog.getByRole("checkbox", { name: "VIP customer" }).check();
  await customerDialog.getByRole("checkbox", { name: "Receives SMS alerts" }).check();
  await customerDialog.getByRole("button", { name: "Save" }).click();
  await expect(customerDialog).toBeHidden();
  await expect(page.getByText("Customer saved.")).toBeVisible();

  // Find them by plate.
  await page.getByRole("textbox", { name: "Search" }).fill(hondaPlate);
  const list = page.getByRole("table", { name: "Customers" });
  const row = list.getByRole("row", { name: /Robin E2e-tester/ });
  await expect(row).toBeVisible();
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText(`+1 ${maskedPhone}`);
  await expect(row).toContainText("VIP");
  await row.getByRole("link", { name: "Robin E2e-tester" }).click();

  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]+\?cn=Robin/);
  await expect(page.getByRole("heading", { level: 1, name: "Robin E2e-tester" })).toBeVisible();
  const profileVehicles = page.getByRole("region", { name: "Vehicles" });
  await expect(profileVehicles.getByRole("row")).toHaveCount(3);

  // Recolour the Toyota through Edit Vehicle; its new name shows.
  await profileVehicles.getByRole("row", { name: new RegExp(toyotaPlate) }).click();
  const edit = page.getByRole("dialog", { name: "Edit Vehicle: Toyota / Camry" });
  await expect(edit.getByText(`2021 / Black / ${toyotaPlate}`)).toBeVisible();
  await edit.getByRole("textbox", { name: "Color" }).fill("#1E90FF");
  await expect(edit.getByRole("status", { name: "Color name" })).toHaveText("Royal Blue");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(profileVehicles.getByRole("row", { name: new RegExp(toyotaPlate) })).toContainText("Royal Blue");

  // Delete the Honda.
  await profileVehicles.getByRole("row", { name: new RegExp(hondaPlate) }).click();
  const editHonda = page.getByRole("dialog", { name: "Edit Vehicle: Honda / Civic" });
  await editHonda.getByRole("button", { name: "Delete vehicle" }).click();
  await expect(editHonda).toBeHidden();
  await expect(profileVehicles.getByRole("row", { name: new RegExp(hondaPlate) })).toHaveCount(0);

  // Every change is the server's, not the page's: reload and look again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Robin E2e-tester" })).toBeVisible();
  const reloaded = page.getByRole("region", { name: "Vehicles" });
  await expect(reloaded.getByRole("row")).toHaveCount(2);
  await expect(reloaded.getByRole("row", { name: new RegExp(toyotaPlate) })).toContainText("Royal Blue");
  await expect(reloaded.getByRole("row", { name: new RegExp(hondaPlate) })).toHaveCount(0);
  const details = page.getByRole("region", { name: "Contact details" });
  await expect(details.getByRole("textbox", { name: "Phone" })).toHaveValue(maskedPhone);
  await expect(details.getByRole("checkbox", { name: "VIP customer" })).toBeChecked();
  await expect(details.getByRole("checkbox", { name: "Receives SMS alerts" })).toBeChecked();

  // The list agrees: the Toyota's plate finds them, the deleted Honda's plate no longer does.
  await page.goto("/customers");
  await page.getByRole("textbox", { name: "Search" }).fill(toyotaPlate);
  await expect(page.getByRole("table", { name: "Customers" }).getByRole("row", { name: /Robin E2e-tester/ })).toContainText("Camry");
  await page.getByRole("textbox", { name: "Search" }).fill(hondaPlate);
  await expect(page.getByText("No customer matches this search.")).toBeVisible();
});
