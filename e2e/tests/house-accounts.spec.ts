import { expect, test } from "@playwright/test";
import { OWNER, signIn, storedToken } from "./sign-in";
import { attachStationToOpenDrawer } from "./station";

// The counter on a tablet in landscape: charging to an account keeps Complete sale in sight.
test.use({ viewport: { width: 1024, height: 768 } });

const clientHeader = { "x-security-token": "washdesk-client" };

test("a fleet charges two washes at the counter, sees them aged on its profile, and one payment on account settles both", async ({ page }) => {
  await signIn(page, OWNER);
  await attachStationToOpenDrawer(page);
  const token = await storedToken(page);
  // A fleet customer of its own, so the journey runs beside the others on the demo shop.
  const phone = `555${String(Date.now()).slice(-7)}`;
  const created = await page.request.post("/api/customers", {
    headers: { ...clientHeader, authorization: `Bearer ${token}` },
    data: {
      customer: {
        name: "Harbor Fleet Services",
        phone,
        email: "billing@harbor-fleet.test",
        vehicles: [{ type: "Van", make: "Ford", model: "Transit", year: "2022", colorCode: "#FFFFFF", tag: `HF${phone.slice(-4)}` }],
      },
    },
  });
  expect(created.status()).toBe(200);
  const customerId = ((await created.json()) as { body: { id: string } }).body.id;

  // The owner sets up the account on the profile.
  await page.goto(`/customers/${customerId}`);
  const accountSection = page.getByRole("region", { name: "House account" });
  await accountSection.getByRole("button", { name: "Set up account" }).click();
  const setup = page.getByRole("dialog", { name: "Set up account" });
  await setup.getByLabel("Credit limit").fill("500");
  await setup.getByRole("button", { name: "Save account" }).click();
  await expect(setup).toBeHidden();
  await expect(accountSection.getByTestId("account-balance")).toHaveText("$0.00");

  // Two washes charged at the counter, each with the customer found by phone.
  await page.goto("/sales/pos");
  const tiles = page.getByRole("list", { name: "Products" });
  const charges: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole("combobox", { name: "Customer" }).fill(phone);
    await page.getByRole("option", { name: /Harbor Fleet Services/ }).click();
    await tiles.getByRole("button", { name: /^Add Express Wash/ }).click();
    const charge = page.getByRole("button", { name: "Charge to account" });
    await expect(charge).toBeEnabled();
    const box = (await charge.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await charge.click();
    const done = page.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ });
    await expect(done).toBeVisible();
    charges.push((await done.textContent())!);
    await page.getByRole("button", { name: "New sale" }).click();
  }
  expect(charges).toHaveLength(2);

  // The profile shows what is owed, current in the aging, with both invoices open.
  await page.goto(`/customers/${customerId}`);
  const balance = accountSection.getByTestId("account-balance");
  await expect(balance).not.toHaveText("$0.00");
  const owed = (await balance.textContent())!;
  const aging = accountSection.getByRole("table", { name: "Aging" });
  await expect(aging.getByRole("cell").first()).toHaveText(owed);
  await expect(accountSection.getByRole("table", { name: "Open invoices" }).getByRole("row")).toHaveCount(3);

  // One check for the whole balance settles both invoices.
  await accountSection.getByRole("button", { name: "Take payment on account" }).click();
  const payment = page.getByRole("dialog", { name: "Payment on account" });
  await payment.getByRole("combobox", { name: "Method" }).click();
  await page.getByRole("option", { name: "Check", exact: true }).click();
  await payment.getByLabel("Reference").fill("Check 2001");
  await payment.getByRole("button", { name: "Take payment" }).click();
  await expect(payment).toBeHidden();
  await expect(balance).toHaveText("$0.00");
  await expect(accountSection.getByRole("table", { name: "Open invoices" })).toHaveCount(0);
});
