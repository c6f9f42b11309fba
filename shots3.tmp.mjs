import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4140";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const out = "/tmp/shots";
for (const [w, h] of [[1024, 768], [1366, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const signIn = async (email) => {
    await page.goto(base + "/");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill("washdesk-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1 }).waitFor();
  };
  await signIn("owner@example.com");
  await page.goto(base + "/managements/appointments"); await page.getByRole("heading", { level: 1 }).waitFor(); await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/appt-day-${w}.png` });
  await page.getByText("Week", { exact: true }).first().click(); await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/appt-week-${w}.png` });
  await page.getByText("List", { exact: true }).first().click(); await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/appt-list-${w}.png` });
  await page.getByRole("button", { name: "New appointment" }).click(); await page.waitForTimeout(2000);
  await page.screenshot({ path: `${out}/appt-dialog-${w}.png` });
  await page.keyboard.press("Escape");
  await page.goto(base + "/home"); await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}/home-${w}.png`, fullPage: true });
  await page.goto(base + "/settings/system"); await page.waitForTimeout(2500);
  const sec = page.getByRole("heading", { name: "Appointments" }).first();
  if (await sec.count()) { await sec.evaluate((e) => e.scrollIntoView()); await page.waitForTimeout(500); }
  await page.screenshot({ path: `${out}/settings-appt-${w}.png` });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn("cashier@example.com");
  await page.goto(base + "/sales/pos"); await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}/pos-${w}.png` });
  const btn = page.getByRole("button", { name: /^Appointments today/ });
  if (await btn.count()) { await btn.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `${out}/pos-appts-${w}.png` }); }
  await page.close();
}
const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
await phone.goto(base + "/book"); await phone.waitForTimeout(2500);
await phone.screenshot({ path: `${out}/book-390.png`, fullPage: true });
const wide = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await wide.goto(base + "/book"); await wide.waitForTimeout(2500);
await wide.screenshot({ path: `${out}/book-1366.png` });
await browser.close();
