import { expect, test } from "@playwright/test";
import { api } from "./api";
import { axeFindings } from "./axe";
import { CASHIER, OWNER, signIn, storedToken } from "./sign-in";
import { startSmsProvider } from "./sms-provider";

// docs/product.md §2 Appointments and Online booking, with a local SMS provider speaking Twilio's
// protocol (./sms-provider.ts): a customer books on /book, the booking appears on the open
// calendar, the reminder goes out (the job runs every 2 s here), the customer's YES confirms it,
// the cashier checks it in at the counter and completes the sale, and the calendar shows it Completed.

const stamp = Date.now().toString().slice(-7);
const account = { accountSid: `ACbooking${stamp}`, authToken: `booking-sms-token-${stamp}`, from: "+15550100300" };
const booker = { name: `Bella Booker ${stamp}`, phone: `557${stamp}` };

test.use({ bypassCSP: true });

test("a customer books online, the calendar shows it at once, the reminder and a YES confirm it, and checking in and paying completes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const sms = await startSmsProvider(baseURL!, account, `bk${stamp}`);
  await api(page.request, token, "PATCH", "/api/settings/message-providers", { sms: { ...account, baseUrl: sms.baseUrl } });
  const customerContext = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
  const counterContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    // The staff's calendar is open on today before anyone books.
    await page.goto("/managements/appointments");
    await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();
    const calendar = page.getByRole("region", { name: "Day by bay" });
    await expect(calendar).toBeVisible();

    // 1. The customer books an Express Wash on their phone, today at the second free time: the
    //    first may begin within seconds, before the form is sent (then no longer offered).
    const customer = await customerContext.newPage();
    await customer.goto("/book");
    await expect(customer.getByRole("heading", { level: 1, name: "Book an appointment" })).toBeVisible();
    await customer.getByRole("radio", { name: "Sedan", exact: true }).check();
    await customer.getByRole("checkbox", { name: /^Express Wash · \$/ }).check();
    // Today: the first date the page offers.
    const date = customer.getByLabel(/^Date/);
    await date.fill((await date.getAttribute("min"))!);
    const times = customer.getByRole("radiogroup", { name: /^Time/ });
    const chosen = times.getByRole("radio").nth(1);
    await expect(chosen).toBeVisible();
    const time = (await chosen.getAttribute("value"))!;
    await chosen.check();
    await customer.getByRole("textbox", { name: /^Your name/ }).fill(booker.name);
    await customer.getByRole("textbox", { name: /^Mobile phone/ }).fill(booker.phone);
    await customer.getByRole("checkbox", { name: /^Text me about this appointment/ }).check();
    expect.soft(await axeFindings(customer, "/book"), "the booking page").toEqual([]);
    await customer.getByRole("button", { name: "Book", exact: true }).click();
    await expect(customer.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();

    // 2. It appears on the open calendar without a reload, not yet confirmed.
    const block = calendar.getByRole("button", { name: new RegExp(`${booker.name}.*Express Wash`) });
    await expect(block).toBeVisible({ timeout: 20_000 });
    await expect(block).toHaveAccessibleName(/Unconfirmed$/);

    // 3. Booked within a day of its start, the reminder goes out, with the link to confirm.
    const reminder = () => sms.sentTo(booker.phone).find((text) => /reminder/i.test(text.body));
    await expect.poll(reminder, { timeout: 30_000 }).toBeTruthy();
    const link = /https?:\/\/\S+\/appointment\/[A-Za-z0-9_.-]+/.exec(reminder()!.body)?.[0];
    expect(link, reminder()!.body).toBeTruthy();
    await customer.goto(link!);
    await expect(customer.getByRole("button", { name: /^Confirm/ })).toBeVisible();
    expect.soft(await axeFindings(customer, "/appointment/:token"), "the confirm page").toEqual([]);

    // 4. The customer answers YES by text instead: the calendar shows it confirmed.
    await sms.textFrom(booker.phone, "YES");
    await expect(block).toHaveAccessibleName(/Confirmed$/, { timeout: 20_000 });
    await expect.poll(() => sms.sentTo(booker.phone).some((text) => /confirmed/i.test(text.body)), { timeout: 20_000 }).toBe(true);

    // 5. The cashier checks it in at the counter: its ticket opens in the cart, and is paid.
    const counter = await counterContext.newPage();
    await signIn(counter, CASHIER);
    await counter.goto("/sales/pos");
    await expect(counter.getByRole("button", { name: "Register 1" })).toBeVisible();
    await counter.getByRole("button", { name: /^Appointments\s*\d+$/ }).click();
    const today = counter.getByRole("dialog", { name: "Today's appointments" });
    const [hours, minutes] = time.split(":").map(Number) as [number, number];
    const shown = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
    await today.getByRole("button", { name: `Check in: ${shown} ${booker.name}` }).click();
    await expect(today).toHaveCount(0);
    await expect(counter.getByRole("group", { name: "Express Wash" })).toBeVisible();
    await counter
      .getByRole("region", { name: "Payment" })
      .getByRole("button", { name: /^Exact cash / })
      .click();
    await counter.getByRole("button", { name: "Complete sale" }).click();
    await expect(counter.getByRole("heading", { level: 2, name: /^Sale #\d+ complete$/ })).toBeVisible();

    // 6. The calendar shows the appointment Completed.
    await expect(block).toHaveAccessibleName(/Completed$/, { timeout: 20_000 });
  } finally {
    await api(page.request, token, "PATCH", "/api/settings/message-providers", { sms: { accountSid: "", authToken: null, from: "", baseUrl: "" } });
    await customerContext.close();
    await counterContext.close();
    await sms.close();
  }
});
