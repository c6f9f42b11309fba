import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { api, clientHeader } from "./api";
import { axeFindings } from "./axe";
import { CASHIER, OWNER, signIn, storedToken } from "./sign-in";

/** The pay schedules as the payroll screen's address names them (Recurrence). */
const EVERY_WEEK = 0;
const EVERY_MONTH = 1;

// The app's security policy refuses inline scripts it does not know: axe is injected past it.
test.use({ bypassCSP: true });

/** The screen has its title and has finished loading what it shows first. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  // A large chunk (the expenses charts) can take a while on a busy machine.
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0, { timeout: 60_000 });
}

/**
 * The paths of every screen, read from the router's table (apps/web/src/app/routes.tsx), so a screen
 * added later is checked without touching this journey.
 */
function routerPaths(): string[] {
  const source = readFileSync(new URL("../../apps/web/src/app/routes.tsx", import.meta.url), "utf8");
  const table = source.slice(source.indexOf("export const appRoutes"));
  return [...table.matchAll(/\bpath: "([^"]+)"/g)].map((m) => m[1]!);
}

/** The first record's id of a list the owner may read. */
async function firstId(page: Page, token: string, path: string): Promise<string> {
  const answer = await page.request.get(path, { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  expect(answer.ok(), path).toBe(true);
  const body = (await answer.json()).body as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  expect(items.length, `a demo record from ${path}`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** A route's path made openable: each parameter filled with a real demo record; an optional one also left out. */
function openablePaths(path: string, records: Record<string, string>): string[] {
  const fill = (p: string) =>
    p.replace(/:(\w+)\??/g, (_, name: string) => {
      const id = records[name];
      if (!id) throw new Error(`No demo record for the parameter :${name} of ${path}: add one to the accessibility journey`);
      return id;
    });
  const withoutOptional = path.replace(/\/:\w+\?/g, "");
  return withoutOptional === path ? [fill(path)] : [withoutOptional, fill(path)];
}

/** Opens a path inside the running app, as a click on a link does (the router follows history), without reloading it. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  // A screen may add its own query at once (a customer's profile adds the name, `?cn=`): a path
  // asked for without a query is reached when its pathname is.
  await expect(page).toHaveURL((url) => (path.includes("?") ? `${url.pathname}${url.search}` === path : url.pathname === path));
  await settled(page);
}

test("the sign-in page passes the WCAG 2.1 A and AA checks", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await axeFindings(page, "sign-in")).toEqual([]);
});

test("every screen of the router, signed in as the owner, passes the WCAG 2.1 A and AA checks", async ({ page }) => {
  // Sixty-odd screens, each opened and checked: several default test timeouts on a busy machine.
  test.setTimeout(900_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const session = await page.request.get("/api/session", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  const ownerId = ((await session.json()).body as { user: { id: string } }).user.id;
  const records: Record<string, string> = {
    saleID: await firstId(page, token, "/api/sales?pageSize=1"),
    quoteID: await firstId(page, token, "/api/quotes?pageSize=1"),
    productID: await firstId(page, token, "/api/products?pageSize=1"),
    id: await firstId(page, token, "/api/registers/sessions?pageSize=1"),
    customer: await firstId(page, token, "/api/customers?pageSize=1"),
    employee: ownerId,
    employeeID: ownerId,
  };

  const paths = routerPaths();
  expect(paths.length).toBeGreaterThan(40);
  for (const route of paths) {
    for (const path of openablePaths(route, records)) {
      await test.step(path, async () => {
        await open(page, path);
        await expect(page.getByRole("heading", { name: "Page not found" }), path).toHaveCount(0);
        await expect(page.getByRole("heading", { name: "No access" }), path).toHaveCount(0);
        // Soft: one screen's findings do not hide the next screen's.
        expect.soft(await axeFindings(page, path), path).toEqual([]);
      });
    }
  }
});

test("the add-customer and add-payment forms pass the WCAG 2.1 A and AA checks", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  await open(page, "/customers");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Customer" })).toBeVisible();
  expect.soft(await axeFindings(page, "/customers: Add New Customer"), "Add New Customer").toEqual([]);

  // A new sale with a line shows its payment form.
  await open(page, "/sales/new");
  const product = page.getByRole("combobox", { name: "Add product" });
  await product.click();
  await product.fill("ADD-TIRE");
  await page.getByRole("option", { name: /^Tire Shine/ }).click();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("button", { name: "Add payment" })).toBeVisible();
  expect.soft(await axeFindings(page, "/sales/new: Add payment"), "Add payment").toEqual([]);
});

test("the cashier's counter and its dialogs pass the WCAG 2.1 A and AA checks", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, CASHIER);
  await page.goto("/sales/pos");
  await settled(page);
  expect.soft(await axeFindings(page, "/sales/pos (cashier)"), "the counter").toEqual([]);

  await page.getByRole("button", { name: "New", exact: true }).click();
  const adding = page.getByRole("dialog", { name: "Quick add customer" });
  await expect(adding).toBeVisible();
  expect.soft(await axeFindings(page, "/sales/pos: Quick add customer"), "Quick add customer").toEqual([]);
  await adding.getByRole("button", { name: "Close" }).click();
  await expect(adding).toHaveCount(0);

  await page.getByRole("button", { name: /^Open tickets/ }).click();
  const tickets = page.getByRole("dialog", { name: "Open tickets" });
  await expect(tickets).toBeVisible();
  await expect(tickets.getByRole("status", { name: "Loading the open tickets" })).toHaveCount(0);
  expect.soft(await axeFindings(page, "/sales/pos: Open tickets"), "Open tickets").toEqual([]);
  await tickets.getByRole("button", { name: "Close" }).click();
  await expect(tickets).toHaveCount(0);

  // A line in the cart lets it be parked; the dialog is checked, then left without parking.
  await page
    .getByRole("list", { name: "Products" })
    .getByRole("button", { name: /^Add Tire Shine, / })
    .click();
  await page.getByRole("button", { name: "Park ticket" }).click();
  const parking = page.getByRole("dialog", { name: "Park ticket" });
  await expect(parking).toBeVisible();
  expect.soft(await axeFindings(page, "/sales/pos: Park ticket"), "Park ticket").toEqual([]);
  await parking.getByRole("button", { name: "Close" }).click();
  await expect(parking).toHaveCount(0);

  // The counter's tile colours are the owner's, chosen on the products list.
  const owner = await (await browser.newContext({ bypassCSP: true })).newPage();
  try {
    await signIn(owner, OWNER);
    await open(owner, "/products");
    await owner.getByRole("button", { name: "Tile colours" }).click();
    const colours = owner.getByRole("dialog", { name: "Tile colours" });
    await expect(colours.getByRole("button", { name: "Save" })).toBeVisible();
    expect.soft(await axeFindings(owner, "/products: Tile colours"), "Tile colours").toEqual([]);
    await colours.getByRole("button", { name: "Cancel" }).click();
    await expect(colours).toHaveCount(0);
    // System Settings' test-message dialogs (e-mail and text).
    await open(owner, "/settings/system");
    for (const name of ["Send a test e-mail", "Send a test text"]) {
      await owner.getByRole("button", { name }).click();
      const dialog = owner.getByRole("dialog", { name });
      await expect(dialog.getByRole("button", { name: "Send" })).toBeVisible();
      expect.soft(await axeFindings(owner, `/settings/system: ${name}`), name).toEqual([]);
      await dialog.getByRole("button", { name: "Close" }).last().click();
      await expect(dialog).toHaveCount(0);
    }
  } finally {
    await owner.context().close();
  }
});

/** Checks the dialog named `name` once it shows `ready`, then closes it by its Close button. */
async function checkDialog(page: Page, name: string, ready: (dialog: ReturnType<Page["getByRole"]>) => ReturnType<Page["getByRole"]>, screen: string) {
  const dialog = page.getByRole("dialog", { name });
  await expect(ready(dialog)).toBeVisible();
  expect.soft(await axeFindings(page, `${screen}: ${name}`), name).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);
}

test("the people and house-account dialogs and the invitation page pass the WCAG 2.1 A and AA checks", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const stamp = Date.now().toString(36);

  // User Groups: adding one and editing one.
  await open(page, "/settings/groups");
  await page.getByRole("button", { name: "Add group" }).click();
  await checkDialog(page, "Add group", (d) => d.getByRole("button", { name: "Save" }), "/settings/groups");
  await page.getByRole("button", { name: "Edit group Manager" }).click();
  await checkDialog(page, "Edit group Manager", (d) => d.getByRole("button", { name: "Save" }), "/settings/groups");

  // A fleet customer of its own with an account, and a pending sale to charge to it.
  const phone = `556${String(Date.now()).slice(-7)}`;
  const customer = await api<{ id: string }>(page.request, token, "POST", "/api/customers", {
    customer: {
      name: `Axe Fleet ${stamp}`,
      phone,
      email: `fleet.${stamp}@example.com`,
      vehicles: [{ type: "Van", make: "Ford", model: "Transit", year: "2022", colorCode: "#FFFFFF", tag: `AX${phone.slice(-4)}` }],
    },
  });
  const product = await api<{ id: string; price: number }>(page.request, token, "POST", "/api/products", {
    product: { kind: 2, name: `Axe Wash ${stamp}`, code: `AXE-${stamp}`, price: 2000 },
  });
  await api(page.request, token, "PUT", `/api/customers/${customer.id}/account`, { creditLimit: 50_000, terms: 30, status: 1 });
  const sale = await api<{ id: string; number: number }>(page.request, token, "POST", "/api/sales", {
    customerId: customer.id,
    lines: [{ productId: product.id, quantity: 1 }],
    expectedAmount: 2000,
  });

  // The sale page's Charge to account, its dialog, and the charge made.
  await open(page, `/sales/${sale.id}`);
  const charge = page.getByRole("button", { name: "Charge to account" });
  await expect(charge).toBeVisible();
  expect.soft(await axeFindings(page, "/sales/:id: Charge to account"), "Charge to account").toEqual([]);
  await charge.click();
  const charging = page.getByRole("dialog", { name: "Charge to account" });
  await expect(charging.getByRole("textbox", { name: "Their reference (PO)" })).toBeVisible();
  expect.soft(await axeFindings(page, "/sales/:id: Charge to account dialog"), "Charge to account dialog").toEqual([]);
  await charging.getByRole("textbox", { name: "Their reference (PO)" }).fill(`PO-${stamp}`);
  await charging.getByRole("button", { name: /^Charge/ }).click();
  await expect(charging).toHaveCount(0);

  // The profile's account section, its balance owed, and both of its dialogs.
  await open(page, `/customers/${customer.id}`);
  const account = page.getByRole("region", { name: "House account" });
  await expect(account.getByTestId("account-balance")).toHaveText("$20.00");
  expect.soft(await axeFindings(page, "/customers/:customer: House account"), "House account").toEqual([]);
  await account.getByRole("button", { name: "Edit account" }).click();
  await checkDialog(page, "Edit account", (d) => d.getByRole("button", { name: "Save account" }), "/customers/:customer");
  await account.getByRole("button", { name: "Take payment on account" }).click();
  await checkDialog(page, "Payment on account", (d) => d.getByRole("button", { name: "Take payment" }), "/customers/:customer");

  // The invitation page a new employee opens, signed out: a usable link, then one that is not.
  const groups = await api<{ id: string; name: string }[]>(page.request, token, "GET", "/api/settings/groups");
  const email = `axe.invite.${stamp}@example.com`;
  await api(page.request, token, "POST", "/api/settings/users", {
    employee: { firstName: "Ada", lastName: `Axe ${stamp}`, email, groupId: groups.find((g) => g.name === "Cashier")!.id, status: 3 },
  });
  // The outbox writes the invitation to the e-mail log (sent, or kept as not sent without a mail server).
  let link = "";
  await expect
    .poll(
      async () => {
        const log = await api<{ items: { recipient: string; body: string }[] }>(page.request, token, "GET", "/api/logs/email?pageSize=20");
        link = /\/invite\/[A-Za-z0-9_-]+/.exec(log.items.find((item) => item.recipient === email)?.body ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const invitee = await (await browser.newContext({ bypassCSP: true })).newPage();
  try {
    await invitee.goto(link);
    await expect(invitee.getByRole("button", { name: "Save and sign in" })).toBeVisible();
    expect.soft(await axeFindings(invitee, "/invite/:token"), "the invitation page").toEqual([]);
    await invitee.goto("/invite/not-a-real-invitation-token");
    await expect(invitee.getByRole("alert")).toBeVisible();
    expect.soft(await axeFindings(invitee, "/invite/:token (unusable)"), "an unusable invitation").toEqual([]);
  } finally {
    await invitee.context().close();
  }
});

test("the payroll dialogs (a stub, sharing a day's tips, paying a draft, voiding a paid run) pass the WCAG 2.1 A and AA checks", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);

  // A draft of its own: last month's monthly run (the salaried manager), which the payroll journey leaves alone.
  await open(page, `/payroll?schedule=${EVERY_MONTH}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  await page
    .getByRole("button", { name: /^Open the stub of / })
    .first()
    .click();
  await checkDialog(page, "Pay stub of Morgan Lee", (d) => d.getByRole("table", { name: "Totals" }), "/payroll");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkDialog(page, "Pay this run", (d) => d.getByRole("button", { name: /^Pay \$/ }), "/payroll");
  // A day's tips nobody was on the clock for: the dialog choosing who shares them, closed unsaved.
  await page.getByRole("button", { name: "Choose who shares them" }).first().click();
  const sharing = page.getByRole("dialog", { name: /^Tips of / });
  await expect(sharing.getByRole("button", { name: "Assign tips" })).toBeEnabled();
  expect.soft(await axeFindings(page, "/payroll: Tips of a day"), "Tips of a day").toEqual([]);
  await sharing.getByRole("button", { name: "Close" }).first().click();
  await expect(sharing).toHaveCount(0);
  // Left as it was found: the draft is deleted, nothing was paid.
  await page.getByRole("button", { name: "Delete draft" }).click();
  const deleting = page.getByRole("dialog", { name: "Delete draft" });
  await deleting.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Create draft" })).toBeVisible();

  // The weekly run the demo paid (the week before last): its Void dialog, closed without voiding.
  const runs = await api<{ items: { status: string; period: { start: string } }[] }>(page.request, token, "GET", `/api/payroll/runs?schedule=${EVERY_WEEK}`);
  const paid = runs.items.filter((run) => run.status === "paid").sort((a, b) => a.period.start.localeCompare(b.period.start))[0]!;
  await open(page, `/payroll?schedule=${EVERY_WEEK}&start=${paid.period.start}`);
  await page.getByRole("button", { name: "Void" }).click();
  await checkDialog(page, "Void this paid run", (d) => d.getByRole("textbox", { name: "Reason" }), "/payroll");
});

test("the marketing and reviews dialogs and the customers' unsubscribe and review pages pass the WCAG 2.1 A and AA checks", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);

  await open(page, "/managements/marketing");
  await page.getByRole("button", { name: "Sending limits" }).click();
  await checkDialog(page, "Sending limits", (d) => d.getByRole("button", { name: "Save" }), "/managements/marketing");
  await page.getByRole("button", { name: "New campaign" }).click();
  await checkDialog(page, "New campaign", (d) => d.getByText(/customers? match/), "/managements/marketing");

  // A demo review already rated: its private reply by text.
  await open(page, "/managements/reviews");
  const reply = page.getByRole("button", { name: /^Reply to / }).first();
  const replyTo = (await reply.getAttribute("aria-label"))!;
  await reply.click();
  await checkDialog(page, replyTo, (d) => d.getByRole("textbox"), "/managements/reviews");

  // The customer's side, without signing in: links that cannot be used still read well.
  const customer = await browser.newContext({ bypassCSP: true });
  try {
    const visitor = await customer.newPage();
    await visitor.goto("/unsubscribe/not-a-real-link");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("alert")).toBeVisible();
    expect.soft(await axeFindings(visitor, "/unsubscribe/:token (unusable)"), "an unusable unsubscribe link").toEqual([]);
    await visitor.goto("/review/not-a-real-link");
    await expect(visitor.getByRole("alert")).toBeVisible();
    expect.soft(await axeFindings(visitor, "/review/:token (unusable)"), "an unusable review link").toEqual([]);
  } finally {
    await customer.close();
  }
});

test("the appointment dialog and the counter's appointments of the day pass the WCAG 2.1 A and AA checks", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  await open(page, "/managements/appointments");
  await page.getByRole("button", { name: "New appointment" }).click();
  await checkDialog(page, "New appointment", (d) => d.getByRole("button", { name: "Next free time" }), "/managements/appointments");

  // A demo appointment of a weekly series: its cancel dialog, and the question a change to it asks.
  const token = await storedToken(page);
  const listed = await page.request.get("/api/appointments?status=Pending&pageSize=100", { headers: { ...clientHeader, authorization: `Bearer ${token}` } });
  const items = ((await listed.json()).body as { items: { inSeries: boolean; customer: { name: string } }[] }).items;
  const inSeries = items.find((item) => item.inSeries);
  expect(inSeries, "a pending demo appointment of a series").toBeTruthy();
  await open(page, `/managements/appointments?view=list&text=${encodeURIComponent(inSeries!.customer.name)}`);
  await page.getByRole("table").getByRole("button").first().click();
  const details = page.getByRole("dialog").first();
  await details.getByRole("button", { name: "Cancel appointment" }).click();
  await checkDialog(page, "Cancel appointment", (d) => d.getByLabel("Reason"), "/managements/appointments");
  await details.getByLabel("Notes").fill(`Checked for accessibility ${Date.now()}`);
  await details.getByRole("button", { name: "Save changes" }).click();
  await checkDialog(page, "Repeating appointment", (d) => d.getByRole("button").last(), "/managements/appointments");
  await details.getByRole("button", { name: "Close", exact: true }).last().click();

  await open(page, "/sales/pos");
  await page.getByRole("button", { name: /^Appointments\s*\d+$/ }).click();
  await checkDialog(page, "Today's appointments", (d) => d.getByRole("list", { name: "Today's appointments" }), "/sales/pos");
});
