// Regenerates docs/screenshot.png: the demo owner's dashboard. Needs a running demo server
// (BASE_URL, default http://127.0.0.1:3000) and Debian's chromium.
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
await page.goto(base);
await page.getByLabel("E-mail").fill("owner@example.com");
await page.getByRole("textbox", { name: "Password" }).fill("washdesk-demo");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/home$/);
await page.waitForTimeout(1500);
await page.screenshot({ path: "docs/screenshot.png" });
await browser.close();
