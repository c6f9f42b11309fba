import { expect, test } from "@playwright/test";
import { axeFindings } from "./axe";
import { OWNER, signIn, storedToken } from "./sign-in";
import { attachStationToOpenDrawer } from "./station";

// The counter on a tablet in landscape: charging to an account keeps Complete sale in sight.
test.use({ viewport: { width: 1024, height: 768 }, bypassCSP: true });

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

// docs/product.md §4 Pay by link: a monthly statement carries a link for the balance; the fleet's
// bookkeeper opens it without signing in and pays by card through the processor (the local Stripe
// fake, which posts the signed webhook), and the account reads paid on the profile open at the shop.
test("a fleet's statement link pays both charged washes by card", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const api = async <T>(method: "POST" | "PUT" | "PATCH" | "GET", url: string, data?: unknown): Promise<T> => {
    const answer = await page.request.fetch(url, {
      method,
      headers: { ...clientHeader, authorization: `Bearer ${token}`, "idempotency-key": crypto.randomUUID() },
      ...(data === undefined ? {} : { data }),
    });
    const json = (await answer.json()) as { body: T; message: string };
    expect(answer.ok(), `${method} ${url}: ${json.message}`).toBe(true);
    return json.body;
  };
  await api("PATCH", "/api/settings/payment-profile", {
    stripe: { publishableKey: "pk_test_journeys", secretKey: "sk_test_journeys", webhookSecret: process.env.E2E_STRIPE_WEBHOOK_SECRET ?? "whsec_journeys" },
  });
  const stamp = String(Date.now()).slice(-7);
  const email = `ap${stamp}@bayside-fleet.test`;
  const customer = await api<{ id: string }>("POST", "/api/customers", {
    customer: {
      name: `Bayside Fleet ${stamp}`,
      phone: `556${stamp}`,
      email,
      vehicles: [{ type: "Van", make: "Ford", model: "Transit", year: "2023", colorCode: "#FFFFFF", tag: `BF${stamp}` }],
    },
  });
  await api("PUT", `/api/customers/${customer.id}/account`, { creditLimit: 50_000, terms: 30, status: 1, drivers: [], note: "" });
  const wash = await api<{ id: string }>("POST", "/api/products", { product: { kind: 2, name: `Fleet Wash ${stamp}`, code: `FLT-${stamp}`, price: 1_250 } });
  for (let i = 0; i < 2; i += 1) {
    const sale = await api<{ id: string }>("POST", "/api/sales", {
      customerId: customer.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 1_250,
    });
    await api("POST", `/api/sales/${sale.id}/charge`, { expectedBalance: 1_250 });
  }

  // The owner sends the statement from the profile; it goes through the outbox with the link.
  await page.goto(`/customers/${customer.id}`);
  const accountSection = page.getByRole("region", { name: "House account" });
  const balance = accountSection.getByTestId("account-balance");
  await expect(balance).toHaveText("$25.00");
  await accountSection.getByRole("button", { name: "Send statement" }).click();
  let link = "";
  await expect
    .poll(
      async () => {
        const log = await api<{ items: { recipient: string; body: string }[] }>("GET", "/api/logs/email?pageSize=20");
        link = /https?:\/\/\S+\/pay\/account\/\S+/.exec(log.items.find((item) => item.recipient === email)?.body ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");

  const bookkeeper = await browser.newContext({ bypassCSP: true });
  const customerPage = await bookkeeper.newPage();
  try {
    await customerPage.goto(link);
    await expect(customerPage.getByRole("heading", { name: `Account of Bayside Fleet ${stamp}` })).toBeVisible();
    await expect(customerPage.getByRole("table", { name: "Open invoices" }).getByRole("row")).toHaveCount(3);
    expect.soft(await axeFindings(customerPage, "/pay/account/:token"), "the public account page").toEqual([]);
    await customerPage.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(customerPage.getByRole("heading", { name: "Test card payment" })).toBeVisible();
    await customerPage.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(customerPage.getByText("Your account is paid in full. Thank you.")).toBeVisible({ timeout: 30_000 });
    expect.soft(await axeFindings(customerPage, "/pay/account/:token (paid)"), "the paid account page").toEqual([]);
  } finally {
    await bookkeeper.close();
  }

  // The profile open all along: the payment's realtime hint refreshed it.
  await expect(balance).toHaveText("$0.00", { timeout: 20_000 });
  await expect(accountSection.getByRole("table", { name: "Open invoices" })).toHaveCount(0);
});
