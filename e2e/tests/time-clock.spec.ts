import { expect, test, type Page } from "@playwright/test";
import { CASHIER, OWNER, signIn } from "./sign-in";

const CASHIER_NAME = "Casey Cashier";
const CASHIER_PIN = "4321";

/** Opens the punch dialog of the cashier at the kiosk, types the PIN and presses one move. */
async function punch(page: Page, move: string) {
  await page.getByRole("button", { name: new RegExp(`^${CASHIER_NAME} `) }).click();
  const dialog = page.getByRole("dialog", { name: `Time clock: ${CASHIER_NAME}` });
  await dialog.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(CASHIER_PIN);
  await dialog.getByRole("button", { name: move }).click();
  await expect(dialog).toBeHidden();
}

/** "YYYY-MM-DDTHH:mm" an hour earlier (the wall clock of a datetime-local field). */
function hourEarlier(wall: string): string {
  const shifted = new Date(Date.parse(`${wall}:00Z`) - 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

test("a person clocks in with a PIN, takes a meal, clocks out, and a manager's edit shows in the audit", async ({ browser }) => {
  const counter = await browser.newPage();
  await signIn(counter, CASHIER);
  await counter.goto("/timeClock");
  await punch(counter, "Clock in");
  await expect(counter.getByRole("button", { name: new RegExp(`^${CASHIER_NAME} On the clock`) })).toBeVisible();
  await punch(counter, "Start unpaid meal");
  await expect(counter.getByRole("button", { name: new RegExp(`^${CASHIER_NAME} On a break`) })).toBeVisible();
  await punch(counter, "End break");
  await punch(counter, "Clock out");
  await expect(counter.getByRole("button", { name: new RegExp(`^${CASHIER_NAME} Off the clock`) })).toBeVisible();

  const office = await browser.newPage();
  await signIn(office, OWNER);
  await office.goto("/timeClock/list");
  await office
    .getByRole("button", { name: new RegExp(`^Open shift of ${CASHIER_NAME}`) })
    .first()
    .click();
  const dialog = office.getByRole("dialog", { name: `Shift of ${CASHIER_NAME}` });
  await expect(dialog.getByRole("table", { name: "Punches" }).getByRole("row")).toHaveCount(4);
  await dialog.getByRole("button", { name: "Change this shift" }).click();
  const clockIn = dialog.getByLabel("Clock in");
  const earlier = hourEarlier(await clockIn.inputValue());
  await clockIn.fill(earlier);
  await dialog.getByLabel("Reason").fill("Started before the tablet was on");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  const audit = dialog.getByRole("table", { name: "Audit trail" });
  await expect(audit.getByRole("row").nth(1)).toContainText("Started before the tablet was on");
  await expect(audit.getByRole("row").nth(1)).toContainText("Owner");
  // The punches as made stay as they were.
  await expect(dialog.getByRole("table", { name: "Punches" }).getByRole("row")).toHaveCount(4);
});
