import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { money } from "./screen";
import { CASHIER, DEMO_PASSWORD, OWNER, signIn, storedToken } from "./sign-in";

// A counter tablet in landscape (1024 × 768).
test.use({ viewport: { width: 1024, height: 768 } });

const stamp = Date.now().toString().slice(-7);
const registerName = `Refund desk ${stamp}`;
const clientHeader = { "x-security-token": "washdesk-client" };
// The demo owner's PIN (README, demo sign-ins): it approves a cashier's refund.
const MANAGER_PIN = "1234";
const PRODUCT_CODE = "RT-MFT-3";

interface Envelope<T> {
  body: T;
  message: string;
}

async function api<T>(request: APIRequestContext, token: string, method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    data,
    headers: { ...clientHeader, authorization: `Bearer ${token}`, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(answer.status(), envelope.message).toBe(200);
  return envelope.body;
}

async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/auth/login", { headers: clientHeader, data: { email: OWNER, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Envelope<{ token: string }>).body.token;
}

/** The shop's tax rule: thousandths of a percent of the net, rounded half away from zero. */
const percentOf = (net: number, rate: number) => Math.floor((net * rate * 2 + 100_000) / 200_000);

/** One unit of a product at its catalog price with its exclusive tax, as the server prices it. */
async function unitTotal(page: Page, token: string, code: string): Promise<{ productId: string; total: number }> {
  type Item = { id: string; code: string; price: number; tax: { type: number; method: number; rate: number } };
  const { items } = await api<{ items: Item[] }>(page.request, token, "GET", `/api/products?search=${encodeURIComponent(code)}`);
  const product = items.find((item) => item.code === code);
  expect(product, code).toBeTruthy();
  const { price, tax } = product!;
  // TaxMethod.Exclusive = 0; TaxType.Percentage = 1, Fixed = 2. Inclusive tax is inside the price.
  const added = tax.method !== 0 ? 0 : tax.type === 1 ? percentOf(price, tax.rate) : tax.type === 2 ? tax.rate : 0;
  return { productId: product!.id, total: price + added };
}

test("a cashier refunds a cash sale approved by the manager's PIN and sees the cash to hand back", async ({ page }) => {
  // Checking a PIN against every PIN on file is deliberately slow work (argon2) on a busy machine.
  test.setTimeout(120_000);
  // Printing opens the browser's dialog: count the calls instead.
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  // A drawer of its own, so the journey never meets one someone else opened.
  const owner = await ownerToken(page.request);
  const register = await api<{ id: string }>(page.request, owner, "POST", "/api/registers", { name: registerName });
  // The catalog is the back office's: the owner reads the price the counter would show.
  const { productId, total } = await unitTotal(page, owner, PRODUCT_CODE);

  await signIn(page, CASHIER);
  const cashier = await storedToken(page);
  const session = await api<{ id: string }>(page.request, cashier, "POST", "/api/registers/sessions", { registerId: register.id, counts: { "2000": 5 } });
  // This tablet is that drawer's station.
  await page.evaluate((id) => localStorage.setItem("washdesk.station.registerId", id), register.id);

  const sale = await api<{ id: string; number: number }>(page.request, cashier, "POST", "/api/sales", {
    lines: [{ productId, quantity: 1 }],
    expectedAmount: total,
    payments: [{ method: 0, amount: total, tendered: total }],
    registerSessionId: session.id,
  });

  await page.goto("/sales/pos/list");
  const table = page.getByRole("table", { name: "POS sales" });
  const row = table.getByRole("row").filter({ hasText: `#${sale.number}` });
  await expect(row.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const refund = row.getByRole("button", { name: `Refund sale #${sale.number}` });
  await expect(refund).toBeInViewport();
  await refund.click();

  const dialog = page.getByRole("dialog", { name: `Refund sale #${sale.number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByText("Everything left", { exact: true }).click();
  await dialog.getByLabel(/^Reason/).fill("Towels were the wrong size");
  // The manager steps up to the tablet and types their PIN.
  await dialog.getByLabel("Digit 1 of 4").click();
  await page.keyboard.type(MANAGER_PIN);
  await dialog.getByRole("button", { name: `Refund ${money(total)}` }).click();

  await expect(dialog.getByRole("status", { name: "Cash to hand back" })).toHaveText(`Hand back ${money(total)} in cash`, { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Print refund receipt" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(row.getByText("Refund", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Refund sale #${sale.number}` })).toHaveCount(0);
});
