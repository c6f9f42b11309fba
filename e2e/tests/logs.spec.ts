import { expect, test } from "@playwright/test";
import { api } from "./api";
import { axeFindings } from "./axe";
import { OWNER, signIn, storedToken } from "./sign-in";

// The app's security policy refuses inline scripts it does not know: axe is injected past it.
test.use({ bypassCSP: true });

test("the log screens: a receipt's e-mail in the E-mail Logs with its details, the SMS and Activity Logs, each without accessibility findings", async ({
  page,
}) => {
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const stamp = Date.now().toString().slice(-7);
  const address = `log${stamp}@example.com`;
  const sales = await api<{ items: { id: string }[] }>(page.request, token, "GET", "/api/sales?pageSize=1");
  await api(page.request, token, "POST", `/api/sales/${sales.items[0]!.id}/receipt/email`, { email: address });

  await page.goto("/logs/logs/email");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail Logs" })).toBeVisible();
  await page.getByRole("textbox", { name: "Address" }).fill(address);
  const table = page.getByRole("table", { name: "E-mail log" });
  await expect(table.getByText(address)).toBeVisible();
  expect.soft(await axeFindings(page, "/logs/logs/email"), "E-mail Logs").toEqual([]);

  await table
    .getByRole("button", { name: /^View e-mail #/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /^E-mail #/ });
  await expect(dialog.getByRole("table", { name: "History" })).toBeVisible();
  await expect(dialog.getByText(/^Queued by /)).toBeVisible();
  expect.soft(await axeFindings(page, "/logs/logs/email: message"), "E-mail details").toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/logs/logs/sms");
  await expect(page.getByRole("heading", { level: 1, name: "SMS Logs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "SMS log" })).toBeVisible();
  expect.soft(await axeFindings(page, "/logs/logs/sms"), "SMS Logs").toEqual([]);

  await page.goto("/logs/activities");
  await expect(page.getByRole("heading", { level: 1, name: "Activity Logs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Activity log" }).getByText(address).first()).toBeVisible();
  expect.soft(await axeFindings(page, "/logs/activities"), "Activity Logs").toEqual([]);
});
