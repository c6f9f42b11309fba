import { expect, test } from "@playwright/test";
import { CASHIER, OWNER, signIn, storedToken } from "./sign-in";

const clientHeader = { "x-security-token": "washdesk-client" };

/** Every screen of docs/product.md §2 and the title a person sees on it (names from pn, cn, en where docs/product.md says so). */
const screens: [path: string, title: string][] = [
  ["/home", "Dashboard"],
  ["/products", "Products"],
  ["/products/new", "Add Product"],
  ["/products/edit/p-1?pn=Foam%20Wash", "Foam Wash"],
  ["/sales/new", "New Sale"],
  ["/sales/s-1", "Edit Sale"],
  ["/sales/list", "Sales"],
  ["/sales/refunds", "Refunded Sales"],
  ["/sales/deleted", "Deleted Sales"],
  ["/sales/pos", "Point of Sale"],
  ["/sales/pos/list", "POS Sales"],
  ["/registers", "Register Report"],
  ["/registers/open", "Open Register"],
  ["/registers/opened", "Opened Register"],
  ["/payroll", "Payroll"],
  ["/payroll/employees", "Payroll by Employee"],
  ["/payroll/paymentDates", "Payroll by Payment Date"],
  ["/payroll/employees/e-1?en=Dana%20Diaz", "Dana Diaz"],
  ["/timeClock", "Time Clock"],
  ["/timeClock/list", "Completed Time Clock"],
  ["/expenses", "Expenses Dashboard"],
  ["/expenses/list", "Expenses"],
  ["/purchases/list", "Purchases"],
  ["/purchases/vendors", "Vendors"],
  ["/customers", "Customers"],
  ["/customers/00000000-0000-4000-8000-000000000000?cn=Jane%20Roe", "Jane Roe"],
  ["/customers/inbox/00000000-0000-4000-8000-000000000000", "Customer Inbox"],
  ["/settings/groups", "User Groups"],
  ["/settings/users", "Users"],
  ["/settings/users/add", "Add Employee"],
  ["/settings/users/u-1", "Edit Employee"],
  ["/settings/system", "System Settings"],
  ["/managements/appointments", "Appointments"],
  ["/managements/inbox", "Inbox"],
  ["/managements/inbox/c-1?cn=Sam%20Lee", "Sam Lee"],
  ["/managements/reviews", "Reviews"],
  ["/managements/drops", "Drop Report"],
  ["/logs/logs/email", "E-mail Logs"],
  ["/logs/logs/sms", "SMS Logs"],
  ["/logs/activities", "Activity Logs"],
  ["/dev", "Developer"],
  ["/dev/logs", "System Logs"],
  ["/reports", "General Report"],
  ["/reports/sales", "Sales Report"],
  ["/reports/payments", "Payments Report"],
  ["/reports/pnl", "Profit and Loss"],
  ["/reports/cashier", "Cashier Report"],
  ["/reports/monthly", "Monthly Report"],
  ["/reports/customers", "Customers Report"],
  ["/reports/expenses", "Expenses Report"],
  ["/reports/purchases", "Purchases Report"],
  ["/reports/dayEnd", "Day-End Report"],
  ["/reports/dayEnd/r-1", "Day-End Report"],
  ["/profile", "Profile"],
];

test("the owner opens every screen of the product and sees its title", async ({ page }) => {
  // Fifty-odd full page loads, each restoring the session: more than one default test timeout,
  // and on a loaded machine more than four minutes (seen at 4.2).
  test.setTimeout(480_000);
  await signIn(page, OWNER);
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
    await expect(page.getByRole("heading", { name: "No access" })).toHaveCount(0);
  }
  await page.goto("/no/such/screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a signed-in load runs the page's inline boot script within the page's security policy", async ({ page }) => {
  await signIn(page, CASHIER);
  // The policy names the boot script by hash; a build whose script and hash disagree is refused here.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const policy = page.waitForResponse((response) => new URL(response.url()).pathname === "/sales/pos");
  await page.goto("/sales/pos");
  expect((await policy).headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  await expect(page.getByRole("heading", { level: 1, name: "Point of Sale" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("the cashier does not see screens outside the group, cannot open them, and the server refuses their data", async ({ page }) => {
  await signIn(page, CASHIER);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Point of Sale" })).toBeVisible();
  for (const hidden of ["Products", "Expenses", "Payroll", "Users", "Activity Logs", "System Logs", "General Report"]) {
    await expect(menu.getByRole("link", { name: hidden, exact: true }), hidden).toHaveCount(0);
  }
  for (const path of ["/products", "/expenses/list", "/payroll", "/settings/users", "/logs/activities", "/dev"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "No access" }), path).toBeVisible();
  }
  const token = await storedToken(page);
  const refused = await page.request.get("/api/activities", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).status).toBe(403);
});

test("a wrong password shows the server's message and stays on the login page", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("E-mail").fill(OWNER);
  await page.getByRole("textbox", { name: "Password" }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong e-mail or password, or this account cannot sign in right now.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("signing out returns to the login page and the old token no longer works", async ({ page }) => {
  await signIn(page, OWNER);
  const token = await storedToken(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const after = await page.request.get("/api/session", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("an expired session returns to the login page", async ({ page }) => {
  await signIn(page, OWNER);
  const token = await storedToken(page);
  // The server ends the session (as idle expiry or a revocation would) while the page stays open.
  const ended = await page.request.post("/api/auth/logout", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("washdesk.token"))).toBeNull();
});
