import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeFindings } from "./axe";
import { OWNER, signIn, storedToken } from "./sign-in";

// docs/product.md §4 Pay by link: the owner sends a pending sale's payment link, the customer opens
// it without signing in and pays through the card processor (the local Stripe fake, which posts the
// signed webhook), and the sale reads Paid.

// The fake signs its webhooks with this secret (playwright.config.ts starts it).
const WEBHOOK_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? "whsec_journeys";
const stamp = Date.now().toString().slice(-7);

test.use({ bypassCSP: true });

async function api<T>(request: APIRequestContext, token: string, method: "POST" | "PATCH" | "GET", path: string, body?: unknown): Promise<T> {
  const answer = await request.fetch(path, {
    method,
    headers: { "x-security-token": "washdesk-client", authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await answer.json()) as { body: T; message: string };
  expect(answer.ok(), `${method} ${path}: ${json.message}`).toBe(true);
  return json.body;
}

test("the owner sends a payment link, the customer pays it by card, and the sale reads Paid", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  // The shop's Stripe keys (System Settings › Payment profile), the secret ones as the fake knows them.
  await api(page.request, token, "PATCH", "/api/settings/payment-profile", {
    stripe: { publishableKey: "pk_test_journeys", secretKey: "sk_test_journeys", webhookSecret: WEBHOOK_SECRET },
  });
  const product = await api<{ id: string }>(page.request, token, "POST", "/api/products", {
    product: { kind: 2, name: `Link Wash ${stamp}`, code: `LINK-${stamp}`, price: 1800 },
  });
  const customer = await api<{ id: string }>(page.request, token, "POST", "/api/customers", {
    customer: {
      name: `Lin Payer ${stamp}`,
      phone: `557${stamp}`,
      email: `lin${stamp}@example.com`,
      vehicles: [{ type: "Sedan", make: "Honda", model: "Civic", year: "2020", colorCode: "#FF0000", tag: `LP${stamp}` }],
    },
  });
  const sale = await api<{ id: string; number: number }>(page.request, token, "POST", "/api/sales", {
    customerId: customer.id,
    lines: [{ productId: product.id, quantity: 1 }],
    expectedAmount: 1800,
  });

  // The sale page: Send payment link, the customer's address already there.
  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByRole("heading", { name: `Sale #${sale.number}` })).toBeVisible();
  await page.getByRole("button", { name: "Send payment link" }).click();
  const dialog = page.getByRole("dialog", { name: `Send payment link #${sale.number}` });
  await expect(dialog.getByRole("textbox", { name: "E-mail address" })).toHaveValue(`lin${stamp}@example.com`);
  await expect(dialog.getByRole("button", { name: "Send link" })).toBeEnabled();
  expect.soft(await axeFindings(page, "/sales/:id: Send payment link"), "Send payment link").toEqual([]);
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Payment link sent to lin${stamp}@example.com.`)).toBeVisible();

  // The e-mail went through the outbox (no mail server here: the log keeps its words).
  let link = "";
  await expect
    .poll(
      async () => {
        const log = await api<{ items: { recipient: string; body: string }[] }>(page.request, token, "GET", "/api/logs/email?pageSize=20");
        const mail = log.items.find((item) => item.recipient === `lin${stamp}@example.com` && item.body.includes("/pay/"));
        link = /https?:\/\/\S+\/pay\/\S+/.exec(mail?.body ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");

  // The customer, in a browser of their own, opens the link: no sign-in.
  const customerContext = await browser.newContext({ bypassCSP: true });
  const customerPage = await customerContext.newPage();
  try {
    await customerPage.goto(link);
    await expect(customerPage.getByRole("heading", { name: `Invoice #${sale.number}` })).toBeVisible();
    await expect(customerPage.getByRole("table", { name: "Invoice lines" })).toContainText(`Link Wash ${stamp}`);
    expect.soft(await axeFindings(customerPage, "/pay/:token"), "the public invoice").toEqual([]);
    await customerPage.getByRole("button", { name: "Pay $18.00" }).click();
    // The processor's page (the fake): paying there posts the signed webhook and comes back.
    await expect(customerPage.getByRole("heading", { name: "Test card payment" })).toBeVisible();
    await customerPage.getByRole("button", { name: "Pay $18.00" }).click();
    await expect(customerPage.getByText("This invoice is paid. Thank you.")).toBeVisible({ timeout: 30_000 });
    expect.soft(await axeFindings(customerPage, "/pay/:token (paid)"), "the paid invoice").toEqual([]);
  } finally {
    await customerContext.close();
  }

  // Back at the shop, the sale page open all along reads Paid: the payment's realtime hint refreshed it.
  await expect(page.getByLabel("Invoice: Paid")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("Status: Completed")).toBeVisible();
  await expect(page.getByText("Balance: $0.00")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send payment link" })).toHaveCount(0);
});
