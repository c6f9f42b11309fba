import { expect, test, type Browser, type Page } from "@playwright/test";
import { CASHIER, OWNER, signIn, storedToken } from "./sign-in";

// System Settings › General on one browser, the counter's header on another: the session's utility
// follows the realtime hint, so the cashier's header shows the new name without a reload
// (docs/product.md §3 session store).

const clientHeader = { "x-security-token": "washdesk-client" };
const newName = `Bubbles ${Date.now().toString().slice(-6)}`;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

test.describe.configure({ timeout: 180_000 });

test("the owner renames the shop and moves its time zone; the cashier's open screen follows without a reload", async ({ browser }) => {
  const owner = await signedIn(browser, OWNER);
  const cashier = await signedIn(browser, CASHIER);
  const header = cashier.getByRole("banner");
  const before = await owner.request.get("/api/settings/general", { headers: { ...clientHeader, authorization: `Bearer ${await storedToken(owner)}` } });
  const { businessName, timeZone } = ((await before.json()) as { body: { businessName: string; timeZone: string } }).body;
  await expect(header.getByText(businessName, { exact: true })).toBeVisible();
  // A reload would lose this mark: it must still be there when the new name shows.
  await cashier.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await owner.goto("/settings/system");
  const general = owner.getByRole("region", { name: "General" });
  await general.getByLabel("Business name").fill(newName);
  const zone = general.getByRole("combobox", { name: "Time zone" });
  await zone.fill("America/Chicago");
  await owner.getByRole("option", { name: "America/Chicago", exact: true }).click();
  await general.getByRole("button", { name: "Save general settings" }).click();
  await expect(owner.getByText("Settings saved.")).toBeVisible();
  await expect(owner.getByRole("banner").getByText(newName, { exact: true })).toBeVisible();

  await expect(header.getByText(newName, { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await cashier.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const session = await cashier.request.get("/api/session", { headers: { ...clientHeader, authorization: `Bearer ${await storedToken(cashier)}` } });
  expect(((await session.json()) as { body: { utility: { timeZone: string } } }).body.utility.timeZone).toBe("America/Chicago");

  // Back as it was, for the journeys that read the shop's day beside this one.
  const restored = await owner.request.patch("/api/settings/general", {
    headers: { ...clientHeader, authorization: `Bearer ${await storedToken(owner)}` },
    data: { businessName, timeZone },
  });
  expect(restored.status()).toBe(200);
  await expect(header.getByText(businessName, { exact: true })).toBeVisible({ timeout: 15_000 });
});
