import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "washdesk-demo";
export const OWNER = "owner@example.com";
export const CASHIER = "cashier@example.com";

/** Signs in through the login page, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("washdesk.token"));
  expect(token).toBeTruthy();
  return token!;
}
