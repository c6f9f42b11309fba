import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { cents, figure, money, tap } from "./screen";
import { CASHIER, OWNER, signIn, storedToken } from "./sign-in";

// A counter tablet in landscape (1024 × 768).
const viewport = { width: 1024, height: 768 };
const clientHeader = { "x-security-token": "washdesk-client" };
const stamp = Date.now().toString().slice(-7);
const registerName = `Blind ${stamp}`;

async function station(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email);
  return page;
}

async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  return { request: page.request, headers: { ...clientHeader, authorization: `Bearer ${await storedToken(page)}` } };
}

/** The shop counts blind, or stops counting blind: the owner's Utility setting, through its API. */
async function setBlindClose(owner: Page, blindClose: boolean): Promise<void> {
  const { request, headers } = await api(owner);
  const answer = await request.patch("/api/settings/utility", { headers, data: { blindClose } });
  expect(answer.status()).toBe(200);
}

test.describe.configure({ timeout: 180_000 });

test("a blind close as the cashier: the count never shows expected cash; the manager sees the over/short", async ({ browser }) => {
  const owner = await station(browser, OWNER);
  await setBlindClose(owner, true);
  try {
    // A drawer of the owner's making (a cashier may open drawers, not add them).
    const { request, headers } = await api(owner);
    expect((await request.post("/api/registers", { headers, data: { name: registerName } })).status()).toBe(200);

    // The cashier opens it with $20.00 and sells an Express Wash in exact cash.
    const cashier = await station(browser, CASHIER);
    await cashier.goto("/registers/open");
    await cashier.getByRole("combobox", { name: "Register", exact: true }).click();
    await cashier.getByRole("option", { name: registerName, exact: true }).click();
    await cashier.getByRole("group", { name: "Opening float" }).getByRole("textbox", { name: "$20", exact: true }).fill("1");
    await cashier.getByRole("button", { name: "Open register with $20.00" }).click();
    await expect(cashier).toHaveURL(/\/sales\/pos$/);
    await expect(cashier.getByText(registerName, { exact: true })).toBeVisible();
    await tap(cashier.getByRole("region", { name: "Customer and vehicle" }), "Vehicle type", "Sedan");
    await cashier
      .getByRole("list", { name: "Products" })
      .getByRole("button", { name: /^Add Express Wash, / })
      .click();
    const exact = cashier.getByRole("region", { name: "Payment" }).getByRole("button", { name: /^Exact cash / });
    const paid = cents((await exact.getAttribute("aria-label")) ?? "");
    await exact.click();
    await cashier.getByRole("button", { name: "Complete sale" }).click();
    await expect(cashier.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ })).toBeVisible();

    // The drop dialog does not say what the drawer holds.
    await cashier.getByRole("button", { name: "Register", exact: true }).click();
    await cashier.getByRole("menuitem", { name: "Make a drop" }).click();
    const dropping = cashier.getByRole("dialog", { name: `Make a drop from ${registerName}` });
    await expect(dropping.getByRole("textbox", { name: "Amount" })).toBeVisible();
    await expect(dropping).not.toContainText("In the drawer");
    await dropping.getByRole("button", { name: "Cancel" }).click();

    // The close: counted $25.00 with no expected figure nor difference, before or after saving.
    await cashier.getByRole("button", { name: "Register", exact: true }).click();
    await cashier.getByRole("menuitem", { name: "Close register" }).click();
    const closing = cashier.getByRole("dialog", { name: "Close register" });
    await expect(closing).toContainText("this shop counts blind");
    await expect(closing).not.toContainText("Expected cash");
    const drawer = closing.getByRole("group", { name: "Cash in the drawer" });
    await drawer.getByRole("textbox", { name: "$20", exact: true }).fill("1");
    await drawer.getByRole("textbox", { name: "$5", exact: true }).fill("1");
    await expect(drawer.getByRole("status")).toHaveText("Counted cash: $25.00");
    await expect(closing).not.toContainText("Difference");
    await closing.getByRole("button", { name: "Close register" }).click();
    await expect(figure(cashier, "Close result", "Counted cash")).toHaveText("$25.00");
    await expect(closing).toContainText("A manager checks it against the expected cash");
    await expect(closing.getByRole("table", { name: "Close result" })).not.toContainText(/Expected cash|Over\/short/);
    await closing.getByRole("link", { name: "Day-end report" }).click();
    await expect(cashier).toHaveURL(/\/reports\/dayEnd\/[0-9a-f-]{36}$/);
    const report = cashier.url();
    await expect(figure(cashier, "Cash drawer", "Counted cash")).toHaveText("$25.00");
    await expect(figure(cashier, "Cash drawer", "Expected cash")).toHaveText("Counted blind");
    await expect(figure(cashier, "Cash drawer", "Over/short")).toHaveText("Counted blind");

    // The owner reads the same report with the drawer's expected cash and the difference.
    await owner.goto(report);
    await expect(figure(owner, "Cash drawer", "Counted cash")).toHaveText("$25.00");
    const expected = 2000 + paid;
    await expect(figure(owner, "Cash drawer", "Expected cash")).toHaveText(money(expected));
    await expect(figure(owner, "Cash drawer", "Over/short")).toHaveText(`${expected > 2500 ? "Short" : "Over"} ${money(Math.abs(2500 - expected))}`);
  } finally {
    await setBlindClose(owner, false);
  }
});
