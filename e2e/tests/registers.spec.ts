import { expect, test, type Locator, type Page } from "@playwright/test";
import { cents, figure, money, tap } from "./screen";
import { OWNER, signIn, storedToken } from "./sign-in";

// A counter tablet in landscape (1024 × 768): the POS must fit it, its menu behind the menu button.
test.use({ viewport: { width: 1024, height: 768 } });

// Unique per run: a register of its own, so the journey never meets a drawer someone else opened.
const stamp = Date.now().toString().slice(-7);
const registerName = `Counter ${stamp}`;
const customerName = `Quinn Quote ${stamp}`;
const phone = `557${stamp}`;
const plate = `QQ${stamp}`;
const clientHeader = { "x-security-token": "washdesk-client" };

/** The notes and coins of a count, in cents, with the labels of the count's fields. */
const DENOMINATIONS: [cents: number, label: string][] = [
  [10000, "$100"],
  [5000, "$50"],
  [2000, "$20"],
  [1000, "$10"],
  [500, "$5"],
  [200, "$2"],
  [100, "$1"],
  [50, "50¢"],
  [25, "25¢"],
  [10, "10¢"],
  [5, "5¢"],
  [1, "1¢"],
];
const labelOf = (cents: number) => DENOMINATIONS.find(([d]) => d === cents)![1];

/** The shop's tax rule: thousandths of a percent of the net, rounded half away from zero, once per unit. */
const percentOf = (net: number, rate: number) => Math.floor((net * rate * 2 + 100_000) / 200_000);

interface CatalogTax {
  type: number;
  method: number;
  rate: number;
}

/** The exclusive tax on one unit of a product (the catalog's own tax setting, read through the API). */
async function unitTax(page: Page, code: string, net: number): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get(`/api/products?search=${encodeURIComponent(code)}`, { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { body } = (await answer.json()) as { body: { items: { code: string; price: number; tax: CatalogTax }[] } };
  const product = body.items.find((item) => item.code === code);
  expect(product, code).toBeTruthy();
  const { type, method, rate } = product!.tax;
  // TaxMethod.Exclusive = 0; TaxType.Percentage = 1, Fixed = 2. Inclusive tax is inside the price.
  if (method !== 0 || net === 0) return 0;
  if (type === 1) return percentOf(net, rate);
  if (type === 2) return rate;
  return 0;
}

/** A count of `amount` cents by denomination, largest notes first (as a cashier stacks a drawer). */
function countOf(amount: number): Map<number, number> {
  const count = new Map<number, number>();
  let left = amount;
  for (const [d] of DENOMINATIONS) {
    const n = Math.floor(left / d);
    if (n > 0) count.set(d, n);
    left -= n * d;
  }
  return count;
}

async function typeCount(scope: Locator, count: Map<number, number>): Promise<void> {
  for (const [d, n] of count) await scope.getByRole("textbox", { name: labelOf(d), exact: true }).fill(String(n));
}

/** Picks an option of a Mantine Select or Autocomplete, as a person does: type (or open), then click. */
async function choose(page: Page, field: Locator, option: string, typed?: string): Promise<void> {
  await field.click();
  if (typed !== undefined) await field.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A product tile of the POS: its price (for the base vehicle type) read from the tile itself. */
async function tilePrice(page: Page, name: string): Promise<{ tile: Locator; price: number }> {
  const tile = page.getByRole("list", { name: "Products" }).getByRole("button", { name: new RegExp(`^Add ${name}, \\$`) });
  await expect(tile).toBeEnabled();
  return { tile, price: cents((await tile.getAttribute("aria-label")) ?? "") };
}

/** Taps a tile (from another category than the services when asked) and returns its price. */
async function ring(page: Page, name: string, category?: string): Promise<number> {
  const chips = page.getByRole("group", { name: "Categories" });
  if (category) await chips.getByRole("button", { name: category, exact: true }).click();
  const { tile, price } = await tilePrice(page, name);
  await tile.click();
  await expect(page.getByRole("group", { name })).toBeVisible();
  if (category) await chips.getByRole("button", { name: "Services", exact: true }).click();
  return price;
}

async function completeSale(page: Page, total: number): Promise<string> {
  await expect(page.getByRole("region", { name: "Balance" })).toContainText(`Total ${money(total)}`);
  await expect(page.getByTestId("pos-balance")).toHaveText("$0.00");
  await page.getByRole("button", { name: "Complete sale" }).click();
  const done = page.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ });
  await expect(done).toBeVisible();
  return /#(\d+)/.exec((await done.textContent()) ?? "")![1]!;
}

async function newSale(page: Page): Promise<void> {
  await page.getByRole("button", { name: "New sale" }).click();
  await expect(page.getByRole("button", { name: "Complete sale" })).toBeVisible();
}

async function registerMenu(page: Page, item: "Make a drop" | "Close register"): Promise<void> {
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("a register day at the counter: float counted, cash, card and split sales, a drop, a cash refund, closed $1.00 short, the day-end report", async ({
  page,
}) => {
  await signIn(page, OWNER);

  // A drawer of its own, opened with a float counted note by note: 5 × $20 + 10 × $1 + 8 × 25¢ = $112.00.
  await page.goto("/registers/open");
  await page.getByRole("button", { name: "Add register" }).click();
  const adding = page.getByRole("dialog", { name: "Add register" });
  await adding.getByRole("textbox", { name: "Name" }).fill(registerName);
  await adding.getByRole("button", { name: "Add register" }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Register", exact: true })).toHaveValue(registerName);

  const float = new Map([
    [2000, 5],
    [100, 10],
    [25, 8],
  ]);
  const opening = [...float].reduce((sum, [d, n]) => sum + d * n, 0);
  const floatFields = page.getByRole("group", { name: "Opening float" });
  await typeCount(floatFields, float);
  await expect(floatFields.getByRole("status")).toHaveText(`Opening cash: ${money(opening)}`);
  await page.getByRole("button", { name: `Open register with ${money(opening)}` }).click();
  await expect(page).toHaveURL(/\/sales\/pos$/);
  await expect(page.getByText(registerName, { exact: true })).toBeVisible();
  const payment = page.getByRole("region", { name: "Payment" });

  // (a) Cash with change: two services and a taxed retail item, a $2.00 tip, paid with the largest
  // quick-cash note. A sedan: washes are priced per vehicle type, and a sedan pays the base prices.
  const party = page.getByRole("region", { name: "Customer and vehicle" });
  await tap(party, "Vehicle type", "Sedan");
  const deluxe = await ring(page, "Deluxe Wash");
  const tire = await ring(page, "Tire Shine");
  const freshener = await ring(page, "Pine Air Freshener", "Retail");
  const freshenerTax = await unitTax(page, "RT-AF-PINE", freshener);
  const netA = deluxe + tire + freshener;
  const totalA = netA + freshenerTax;
  await expect(figure(page, "Totals", "Subtotal")).toHaveText(money(netA));
  await expect(figure(page, "Totals", "Tax")).toHaveText(money(freshenerTax));
  await expect(figure(page, "Totals", "Total")).toHaveText(money(totalA));
  const tipA = 200;
  await payment.getByRole("textbox", { name: "Tip" }).fill("2.00");
  const quick = payment.getByRole("group", { name: "Quick cash" }).getByRole("button");
  await expect(quick.first()).toHaveAccessibleName(`Exact cash ${money(totalA + tipA)}`);
  const note = quick.last();
  const tendered = cents((await note.getAttribute("aria-label")) ?? "");
  expect(tendered).toBeGreaterThan(totalA + tipA);
  const changeA = tendered - totalA - tipA;
  await note.click();
  await expect(page.getByRole("region", { name: "Balance" }).getByLabel(`Change due ${money(changeA)}`)).toBeVisible();
  const saleA = await completeSale(page, totalA);
  await expect(page.getByRole("status").getByLabel(`Change due ${money(changeA)}`)).toBeVisible();
  await newSale(page);

  // (b) Card, for a van (its own price, read from the tile), with a $3.00 tip on top. At tablet
  // width the last vehicle type and every payment method are within a finger's reach.
  await tap(party, "Vehicle type", "Van");
  const ultimate = await ring(page, "Ultimate Wash");
  const totalB = ultimate;
  const tipB = 300;
  for (const method of ["Other", "Check", "Terminal", "Card"]) await tap(payment, "Payment method", method);
  await payment.getByRole("textbox", { name: "Reference" }).fill("4242");
  await payment.getByRole("button", { name: `Take ${money(totalB)} by Card` }).click();
  // The tip prompt before the card: a custom $3.00.
  await payment.getByRole("button", { name: "Custom tip" }).click();
  await payment.getByRole("textbox", { name: "Custom tip" }).fill("3.00");
  await payment.getByRole("button", { name: `Take ${money(totalB + tipB)} by Card` }).click();
  await completeSale(page, totalB);
  await newSale(page);

  // (c) Split: $10.00 in exact cash, the rest by card; a sedan again.
  await tap(party, "Vehicle type", "Sedan");
  const express = await ring(page, "Express Wash");
  const vacuum = await ring(page, "Interior Vacuum");
  const totalC = express + vacuum;
  const cashC = 1000;
  expect(totalC).toBeGreaterThan(cashC);
  await tap(payment, "Payment method", "Cash");
  await payment.getByRole("textbox", { name: "Amount" }).fill("10.00");
  await payment.getByRole("button", { name: `Exact cash ${money(cashC)}` }).click();
  await expect(page.getByTestId("pos-balance")).toHaveText(money(totalC - cashC));
  await tap(payment, "Payment method", "Card");
  await payment.getByRole("button", { name: `Take ${money(totalC - cashC)} by Card` }).click();
  await payment.getByRole("button", { name: "No tip" }).click();
  await completeSale(page, totalC);
  await newSale(page);

  // A drop of $50.00 to the safe; the dialog says what the drawer holds before it.
  const cashReceived = totalA + tipA + cashC;
  const drop = 5000;
  await registerMenu(page, "Make a drop");
  const dropping = page.getByRole("dialog", { name: `Make a drop from ${registerName}` });
  await expect(dropping).toContainText(`In the drawer: ${money(opening + cashReceived)}`);
  await dropping.getByRole("textbox", { name: "Amount" }).fill("50.00");
  await dropping.getByRole("textbox", { name: "Note" }).fill(`To the safe ${stamp}`);
  await dropping.getByRole("button", { name: "Add drop" }).click();
  await expect(dropping).toBeHidden();

  // Refund the Tire Shine of sale (a), in cash, from the register's sales.
  await page.getByRole("main").getByRole("link", { name: "Sales", exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/pos\/list$/);
  const rows = page.getByRole("table", { name: "POS sales" }).getByRole("row");
  await expect(rows.filter({ hasText: /^#\d+/ })).toHaveCount(3);
  await page.getByRole("button", { name: `Refund sale #${saleA}` }).click();
  const refunding = page.getByRole("dialog", { name: `Refund sale #${saleA}` });
  await refunding.getByRole("group", { name: "Tire Shine" }).getByRole("textbox", { name: "Quantity to return" }).fill("1");
  await refunding.getByRole("combobox", { name: "Refund to" }).click();
  await page.getByRole("option", { name: "Cash", exact: true }).click();
  await refunding.getByRole("textbox", { name: "Reason" }).fill(`Tire shine skipped ${stamp}`);
  const refund = tire;
  await refunding.getByRole("button", { name: `Refund ${money(refund)}` }).click();
  // At the counter the dialog then says how much cash to hand back.
  await expect(refunding).toContainText(`Hand back ${money(refund)} in cash`);
  await refunding.getByRole("button", { name: "Done" }).click();
  await expect(refunding).toBeHidden();
  await expect(rows.filter({ hasText: `#${saleA}` })).toContainText(money(refund));

  // Close, counting exactly $1.00 less than the drawer should hold.
  const expected = opening + cashReceived - refund - drop;
  const counted = expected - 100;
  await page.getByRole("link", { name: "Back to the counter" }).click();
  await registerMenu(page, "Close register");
  const closing = page.getByRole("dialog", { name: "Close register" });
  await expect(closing).toContainText(`Expected cash${money(expected)}`);
  const drawer = closing.getByRole("group", { name: "Cash in the drawer" });
  await typeCount(drawer, countOf(counted));
  await expect(drawer.getByRole("status")).toHaveText(`Counted cash: ${money(counted)}`);
  await expect(closing.getByText("Short $1.00")).toBeVisible();
  await closing.getByRole("button", { name: "Close register" }).click();
  await expect(figure(page, "Close result", "Over/short")).toHaveText("Short $1.00");
  await expect(figure(page, "Close result", "Counted cash")).toHaveText(money(counted));
  await expect(figure(page, "Close result", "Expected cash")).toHaveText(money(expected));
  await closing.getByRole("link", { name: "Day-end report" }).click();
  await expect(page).toHaveURL(/\/reports\/dayEnd\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${registerName} · session #\\d+ · `) })).toBeVisible();

  // Every figure of the session, worked out from the prices rung up.
  const subTotal = netA + ultimate + express + vacuum;
  const tax = freshenerTax;
  const sales = subTotal + tax;
  expect(sales).toBe(totalA + totalB + totalC);
  await expect(figure(page, "Sales", "Number of sales")).toHaveText("3");
  await expect(figure(page, "Sales", "Subtotal")).toHaveText(money(subTotal));
  await expect(figure(page, "Sales", "Discounts")).toHaveText(money(0));
  await expect(figure(page, "Sales", "Tax")).toHaveText(money(tax));
  await expect(figure(page, "Sales", "Sales total")).toHaveText(money(sales));

  const cashAmount = totalA + cashC;
  const cardAmount = totalB + (totalC - cashC);
  await expect(figure(page, "Payments by method", "Cash")).toHaveText(["2", money(cashAmount), money(tipA), money(cashAmount + tipA)]);
  await expect(figure(page, "Payments by method", "Card")).toHaveText(["2", money(cardAmount), money(tipB), money(cardAmount + tipB)]);
  await expect(figure(page, "Payments by method", "All methods")).toHaveText(["4", money(sales), money(tipA + tipB), money(sales + tipA + tipB)]);

  await expect(figure(page, "Refunds by method", "Cash")).toHaveText(["1", money(refund)]);
  await expect(figure(page, "Summary", "Payments")).toHaveText(["4", money(sales)]);
  await expect(figure(page, "Summary", "Tips")).toHaveText(["—", money(tipA + tipB)]);
  await expect(figure(page, "Summary", "Refunds")).toHaveText(["1", money(refund)]);
  await expect(figure(page, "Summary", "Voids")).toHaveText(["0", money(0)]);
  await expect(figure(page, "Summary", "Drops")).toHaveText(["1", money(drop)]);
  await expect(figure(page, "Summary", "Cash expenses from drawers")).toHaveText(["0", money(0)]);

  await expect(figure(page, "Cash drawer", "Opening cash")).toHaveText(money(opening));
  await expect(figure(page, "Cash drawer", "Cash received")).toHaveText(money(cashReceived));
  await expect(figure(page, "Cash drawer", "Cash refunded")).toHaveText(money(refund));
  await expect(figure(page, "Cash drawer", "Dropped to safe")).toHaveText(money(drop));
  await expect(figure(page, "Cash drawer", "Paid out")).toHaveText(money(0));
  await expect(figure(page, "Cash drawer", "Expected cash")).toHaveText(money(expected));
  await expect(figure(page, "Cash drawer", "Counted cash")).toHaveText(money(counted));
  await expect(figure(page, "Cash drawer", "Over/short")).toHaveText("Short $1.00");
});

test("a quote for a customer, saved, then converted into a sale with the same lines and total", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/quotes/new");

  // A new customer with a sedan (the base prices).
  await page.getByRole("button", { name: "New customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Customer" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(customerName);
  await dialog.getByRole("textbox", { name: "Phone" }).pressSequentially(phone);
  await dialog.getByRole("button", { name: "Add vehicle" }).click();
  const vehicle = page.getByRole("dialog", { name: "Add New Vehicle" });
  await vehicle.getByRole("textbox", { name: "Year (greater than 1995)" }).fill("2021");
  await choose(page, vehicle.getByRole("combobox", { name: "Make" }), "Honda", "Hon");
  await choose(page, vehicle.getByRole("combobox", { name: "Model" }), "Civic", "Civ");
  await choose(page, vehicle.getByRole("combobox", { name: "Type" }), "Sedan");
  await vehicle.getByRole("textbox", { name: "Tag" }).fill(plate);
  await vehicle.getByRole("button", { name: "Add" }).click();
  await expect(vehicle).toBeHidden();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Customer" })).toHaveValue(new RegExp(customerName));

  // Two lines: a wash (no tax) and two bottles of a taxed retail item; prices read from the picker.
  const picker = page.getByRole("combobox", { name: "Add product" });
  const pick = async (code: string, name: string): Promise<number> => {
    await picker.click();
    await picker.fill(code);
    const option = page.getByRole("option", { name: new RegExp(`^${name} \\(${code}\\) · \\$`) });
    const price = cents((await option.textContent()) ?? "");
    await option.click();
    await expect(page.getByRole("group", { name })).toBeVisible();
    return price;
  };
  const wash = await pick("WASH-DLX", "Deluxe Wash");
  const glass = await pick("RT-GLASS-22", "Glass Cleaner 22 oz");
  await page.getByRole("group", { name: "Glass Cleaner 22 oz" }).getByRole("textbox", { name: "Quantity" }).fill("2");
  const glassTax = 2 * (await unitTax(page, "RT-GLASS-22", glass));
  const subTotal = wash + 2 * glass;
  const total = subTotal + glassTax;
  /** The two lines, each with its quantity and what it costs with its tax, and nothing else. */
  const expectLines = async () => {
    const region = page.getByRole("region", { name: "Products and services" });
    await expect(region.getByRole("group")).toHaveCount(2);
    await expect(region.getByRole("group", { name: "Deluxe Wash" }).getByRole("textbox", { name: "Quantity" })).toHaveValue("1");
    await expect(page.getByLabel("Line total of Deluxe Wash")).toHaveText(money(wash));
    await expect(region.getByRole("group", { name: "Glass Cleaner 22 oz" }).getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
    await expect(page.getByLabel("Line total of Glass Cleaner 22 oz")).toHaveText(money(2 * glass + glassTax));
  };
  await expectLines();
  await expect(figure(page, "Totals", "Subtotal")).toHaveText(money(subTotal));
  await expect(figure(page, "Totals", "Tax")).toHaveText(money(glassTax));
  await expect(figure(page, "Totals", "Total")).toHaveText(money(total));

  await page.getByRole("button", { name: "Save quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const summary = page.getByRole("region", { name: "Quote summary" });
  await expect(summary.getByRole("heading", { name: /^Quote Q-\d+$/ })).toBeVisible();
  await expect(summary).toContainText(`Total: ${money(total)}`);
  await expectLines();
  const quoteUrl = page.url();

  await page.getByRole("button", { name: "Convert to sale" }).click();
  await expect(page).toHaveURL(/\/sales\/[0-9a-f-]{36}$/);
  const saleHeading = page.getByRole("heading", { level: 2, name: /^Sale #\d+$/ });
  await expect(saleHeading).toBeVisible();
  const saleNumber = ((await saleHeading.textContent()) ?? "").replace("Sale #", "");
  // A sale not yet paid opens in its editor: the quote's customer, vehicle and lines, priced the same.
  await expect(page.getByRole("combobox", { name: "Customer" })).toHaveValue(new RegExp(customerName));
  await expect(page.getByRole("combobox", { name: "Vehicle" })).toHaveValue(new RegExp(plate));
  await expectLines();
  await expect(figure(page, "Totals", "Subtotal")).toHaveText(money(subTotal));
  await expect(figure(page, "Totals", "Tax")).toHaveText(money(glassTax));
  await expect(figure(page, "Totals", "Total")).toHaveText(money(total));
  await expect(page.getByRole("region", { name: "Sale summary" })).toContainText(`Total: ${money(total)}`);

  // The quote now points at its sale and can no longer be converted again.
  await page.goto(quoteUrl);
  await expect(page.getByRole("region", { name: "Quote summary" }).getByRole("link", { name: `sale #${saleNumber}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Convert to sale" })).toHaveCount(0);
});
