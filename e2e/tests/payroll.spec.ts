import { expect, test, type Page } from "@playwright/test";
import { api } from "./api";
import { cents, figure, money } from "./screen";
import { OWNER, signIn, storedToken } from "./sign-in";

const CASHIER_NAME = "Casey Cashier";
/** What the journey pays the cashier an hour (the demo leaves the staff sign-ins at $0.00). */
const RATE = 1800;
const HOUR_MS = 3_600_000;
const WEEK_MS = 40 * HOUR_MS;

interface ShiftRow {
  id: string;
  businessDate: string;
  clockedInAt: string;
  clockedOutAt: string | null;
  paidMinutes: number;
}

interface SaleRow {
  businessDate: string;
  status: number;
  tipTotal: number;
}

/** "YYYY-MM-DD" n days from a stored date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Hours as the app writes them: 40.00. */
const hours = (ms: number) => (ms / HOUR_MS).toFixed(2);

/**
 * One workweek of an hourly employee with no commissions or bonuses, worked out by hand: the first
 * 40 hours at the rate, the rest at one and a half times it (each figure rounded to the cent once).
 */
function weekPay(workedMs: number, rate: number) {
  const regularMs = Math.min(workedMs, WEEK_MS);
  const overtimeMs = workedMs - regularMs;
  return {
    regularMs,
    overtimeMs,
    wages: Math.round((rate * regularMs) / HOUR_MS),
    overtime: Math.round((rate * 1.5 * overtimeMs) / HOUR_MS),
  };
}

/** "YYYY-MM-DDTHH:mm" an hour later (the wall clock of a datetime-local field). */
function hourLater(wall: string): string {
  return new Date(Date.parse(`${wall}:00Z`) + HOUR_MS).toISOString().slice(0, 16);
}

/** The row of the run's table that holds one employee's figures. */
const stubRow = (page: Page, name: string) =>
  page
    .getByRole("table", { name: "Pay per employee" })
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Open the stub of ${name}` }) });

test("the owner runs last week's payroll, checks a stub against the shifts and sales, pays it, and a later shift edit comes back as an adjustment", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);

  // The demo's weekly pay schedule holds the staff sign-ins; the cashier worked last week. The
  // journey gives her an hourly rate first, on the employee, as the owner would before a first run.
  const users = await api<{ items: { id: string; firstName: string; lastName: string }[] }>(page.request, token, "GET", "/api/settings/users?pageSize=100");
  const casey = users.items.find((u) => `${u.firstName} ${u.lastName}` === CASHIER_NAME)!;
  const employee = await api<{ pay: Record<string, unknown> }>(page.request, token, "GET", `/api/settings/users/${casey.id}`);
  await api(page.request, token, "PATCH", `/api/settings/users/${casey.id}`, { employee: { pay: { ...employee.pay, payRate: RATE } } });
  const profile = await api<{ pay: { payRate: number; paySchedule: number }; rules: unknown[]; deductions: unknown[] }>(
    page.request,
    token,
    "GET",
    `/api/payroll/employees/${casey.id}`,
  );
  expect(profile.pay).toMatchObject({ payRate: RATE, paySchedule: 0 });

  // By default the screen opens the weekly schedule's last period that has ended: last week, the
  // one after the week the demo already paid.
  const paidRuns = await api<{ items: { status: string; period: { start: string } }[] }>(page.request, token, "GET", "/api/payroll/runs?schedule=0");
  const weekBefore = paidRuns.items.find((r) => r.status === "paid")!.period.start;
  const asked = page.waitForResponse((answer) => answer.url().includes("/api/payroll/preview"));
  await page.goto("/payroll");
  const { start, end } = ((await (await asked).json()) as { body: { period: { start: string; end: string } } }).body.period;
  expect(start).toBe(addDays(weekBefore, 7));
  expect(end).toBe(addDays(start, 6));
  await expect(stubRow(page, CASHIER_NAME)).toBeVisible();

  // What the cashier earned, from what the time clock and the sales say.
  const shifts = await api<{ items: ShiftRow[] }>(page.request, token, "GET", `/api/time-clock/shifts?userId=${casey.id}&from=${start}&to=${end}&pageSize=100`);
  expect(shifts.items.length, "the cashier's shifts of last week").toBeGreaterThan(0);
  const workedMs = shifts.items.reduce((sum, s) => sum + s.paidMinutes * 60_000, 0);
  const pay = weekPay(workedMs, RATE);
  // No commission rule, no deduction: she earns no commission and nothing is taken off.
  expect(profile.rules).toEqual([]);
  expect(profile.deductions).toEqual([]);
  const commission = 0;
  // Card and cash tips of the days she was on the clock are hers: nobody else on the clock those
  // days may share a tip (the owner is never in tips; the crew had no shifts), and the demo's lines
  // name no staff. The days nobody tip-eligible worked (the weekend) wait for a manager to choose
  // who shares them: the owner gives them to her below, so every tip of the week is hers. A voided
  // or deleted sale's tips are nobody's.
  const sales: SaleRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const one = await api<{ items: SaleRow[]; total: number }>(page.request, token, "GET", `/api/sales?from=${start}&to=${end}&pageSize=200&page=${pageNo}`);
    sales.push(...one.items);
    if (one.items.length === 0 || sales.length >= one.total) break;
  }
  const daysWorked = new Set(shifts.items.map((s) => s.businessDate));
  const tipped = sales.filter((s) => s.status !== 0 && s.status !== 3);
  const daysWithoutHer = [...new Set(tipped.filter((s) => s.tipTotal > 0 && !daysWorked.has(s.businessDate)).map((s) => s.businessDate))];
  const tips = tipped.reduce((sum, s) => sum + s.tipTotal, 0);
  const gross = pay.wages + pay.overtime + commission + tips;
  const net = gross;

  // Pay waits until someone shares the tips of each day nobody was on the clock for.
  const waiting = page.getByRole("button", { name: "Choose who shares them" });
  await expect(waiting).toHaveCount(daysWithoutHer.length);
  for (let day = 0; day < daysWithoutHer.length; day++) {
    await waiting.first().click();
    const sharing = page.getByRole("dialog", { name: /^Tips of / });
    await sharing.getByRole("checkbox", { name: CASHIER_NAME }).check();
    await sharing.getByRole("button", { name: "Assign tips" }).click();
    await expect(sharing).toHaveCount(0);
    await expect(waiting).toHaveCount(daysWithoutHer.length - day - 1);
  }

  // The run's table, then her stub.
  const row = stubRow(page, CASHIER_NAME).getByRole("cell");
  await expect(row.nth(1)).toHaveText(hours(pay.regularMs));
  await expect(row.nth(2)).toHaveText(hours(pay.overtimeMs));
  await expect(row.nth(3)).toHaveText(money(pay.wages));
  await expect(row.nth(4)).toHaveText(money(pay.overtime));
  await expect(row.nth(5)).toHaveText(money(commission));
  await expect(row.nth(6)).toHaveText(money(tips));
  await expect(row.nth(11)).toHaveText(money(net));

  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: `Open the stub of ${CASHIER_NAME}` }).click();
  const stub = page.getByRole("dialog", { name: `Pay stub of ${CASHIER_NAME}` });
  await expect(stub).toBeVisible();
  await expect(figure(page, "Totals", "Regular hours")).toHaveText(hours(pay.regularMs));
  await expect(figure(page, "Totals", "Overtime hours")).toHaveText(hours(pay.overtimeMs));
  await expect(figure(page, "Totals", "Gross pay")).toHaveText(money(gross));
  await expect(figure(page, "Totals", "Deductions")).toHaveText(money(0));
  await expect(figure(page, "Totals", "Net pay")).toHaveText(money(net));
  const earnings = stub.getByRole("table", { name: "Earnings" });
  await expect(earnings.getByRole("row").filter({ hasText: /^Regular/ })).toContainText(`${hours(pay.regularMs)} h at ${money(RATE)}/h`);
  await expect(earnings.getByRole("row").filter({ hasText: /^Regular/ })).toContainText(money(pay.wages));
  await expect(earnings.getByRole("row").filter({ hasText: /^Tips/ })).toContainText(money(tips));
  await expect(earnings.getByRole("row").filter({ hasText: /^Commissions/ })).toHaveCount(0);
  await stub.getByRole("button", { name: "Close" }).click();
  await expect(stub).toHaveCount(0);

  // Pay the run: the whole run's net, on today's date.
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const paying = page.getByRole("dialog", { name: "Pay this run" });
  const payButton = paying.getByRole("button", { name: /^Pay \$/ });
  const runNet = cents((await payButton.textContent()) ?? "");
  expect(runNet).toBeGreaterThanOrEqual(net);
  await payButton.click();
  await expect(paying).toHaveCount(0);
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Void" })).toBeVisible();

  // A manager finds she stayed an hour longer one day of that week, and changes the shift.
  const changed = shifts.items.find((s) => s.clockedOutAt !== null)!;
  await page.goto(`/timeClock/list?userId=${casey.id}&from=${changed.businessDate}&to=${changed.businessDate}`);
  await page
    .getByRole("button", { name: new RegExp(`^Open shift of ${CASHIER_NAME}`) })
    .first()
    .click();
  const shift = page.getByRole("dialog", { name: `Shift of ${CASHIER_NAME}` });
  await shift.getByRole("button", { name: "Change this shift" }).click();
  const clockOut = shift.getByLabel("Clock out");
  await clockOut.fill(hourLater(await clockOut.inputValue()));
  await shift.getByLabel("Reason").fill("Stayed to finish a detail");
  await shift.getByRole("button", { name: "Save changes" }).click();
  await expect(shift.getByRole("table", { name: "Audit trail" }).getByRole("row").nth(1)).toContainText("Stayed to finish a detail");

  // The paid run stays as paid; the next run's preview carries the difference.
  const after = weekPay(workedMs + HOUR_MS, RATE);
  const difference = after.wages + after.overtime - (pay.wages + pay.overtime);
  await page.goto(`/payroll?schedule=0&start=${addDays(start, 7)}`);
  const adjustments = page.getByRole("list", { name: "Adjustments to paid periods" });
  await expect(adjustments).toBeVisible();
  const lines = adjustments.getByRole("listitem").filter({ hasText: CASHIER_NAME });
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  expect(texts.reduce((sum, text) => sum + cents(text.slice(text.lastIndexOf("("))), 0)).toBe(difference);
  await expect(stubRow(page, CASHIER_NAME).getByRole("cell").nth(8)).toHaveText(money(difference));

  // Last week, opened again, still shows what was paid.
  await page.goto(`/payroll?schedule=0&start=${start}`);
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(stubRow(page, CASHIER_NAME).getByRole("cell").nth(11)).toHaveText(money(net));
});

interface StubAnswer {
  employeeName: string;
  net: number;
  earnings: { type: string; amount: number }[];
}

/** An employee's commission on a preview, as the server has it now. */
const commissionOf = (stubs: readonly StubAnswer[], name: string) =>
  (stubs.find((s) => s.employeeName === name)?.earnings ?? []).filter((e) => e.type === "commission").reduce((sum, e) => sum + e.amount, 0);

test("the demo crew's commission rules (10 % to one, $5.00 a service to the other) pay them on the lines they worked, on the pay period's preview", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const users = await api<{ items: { id: string; firstName: string; lastName: string }[] }>(page.request, token, "GET", "/api/settings/users?pageSize=100");
  const person = (first: string) => users.items.find((u) => u.firstName === first)!;
  const [priya, owen] = [person("Priya"), person("Owen")];
  const [priyaName, owenName] = [`${priya.firstName} ${priya.lastName}`, `${owen.firstName} ${owen.lastName}`];
  type Rule = { productId: string | null; kind: "percent" | "perUnit"; rate: number | null; amount: number | null };
  const ruleOf = async (id: string) => (await api<{ rules: Rule[] }>(page.request, token, "GET", `/api/payroll/employees/${id}/commission-rules`)).rules;
  const [priyaRules, owenRules] = [await ruleOf(priya.id), await ruleOf(owen.id)];
  expect(priyaRules).toMatchObject([{ productId: null, kind: "percent", rate: 10_000 }]);
  expect(owenRules).toMatchObject([{ productId: null, kind: "perUnit", amount: 500 }]);

  // The crew are paid every other week: the period that holds today, reached from the last ended one.
  const first = page.waitForResponse((answer) => answer.url().includes("/api/payroll/preview"));
  await page.goto("/payroll?schedule=2");
  await first;
  const asked = page.waitForResponse((answer) => answer.url().includes("/api/payroll/preview"));
  await page.getByRole("button", { name: "Next period" }).click();
  const { period, stubs: before } = ((await (await asked).json()) as { body: { period: { start: string }; stubs: StubAnswer[] } }).body;

  // A detail by Priya and two washes by Owen, rung up and paid by check (no drawer).
  const products = await api<{ items: { id: string; code: string; price: number; kind: number }[] }>(page.request, token, "GET", "/api/products?pageSize=100");
  const detail = products.items.find((p) => p.code === "DET-INT")!;
  const wash = products.items.find((p) => p.code === "WASH-DLX")!;
  expect([detail.kind, wash.kind], "both are services").toEqual([2, 2]);
  const sale = await api<{ amount: number; lines: { productId: string; quantity: number; netTotal: number; includedTaxTotal: number }[] }>(
    page.request,
    token,
    "POST",
    "/api/sales",
    {
      vehicleType: "Sedan",
      lines: [
        { productId: detail.id, quantity: 1, staffIds: [priya.id] },
        { productId: wash.id, quantity: 2, staffIds: [owen.id] },
      ],
      expectedAmount: detail.price + 2 * wash.price,
      payments: [{ method: 1, amount: detail.price + 2 * wash.price }],
    },
  );
  const detailLine = sale.lines.find((l) => l.productId === detail.id)!;
  // 10 % of the line's net before tax (rate in thousandths of a percent), and $5.00 per unit of a service.
  const priyaEarns = Math.round(((detailLine.netTotal - detailLine.includedTaxTotal) * priyaRules[0]!.rate!) / 100_000);
  const owenEarns = owenRules[0]!.amount! * 2;
  const priyaCommission = commissionOf(before, priyaName) + priyaEarns;
  const owenCommission = commissionOf(before, owenName) + owenEarns;

  await page.goto(`/payroll?schedule=2&start=${period.start}`);
  await expect(stubRow(page, priyaName).getByRole("cell").nth(5)).toHaveText(money(priyaCommission));
  await expect(stubRow(page, owenName).getByRole("cell").nth(5)).toHaveText(money(owenCommission));
  await page.getByRole("button", { name: `Open the stub of ${priyaName}` }).click();
  const stub = page.getByRole("dialog", { name: `Pay stub of ${priyaName}` });
  await expect(
    stub
      .getByRole("table", { name: "Earnings" })
      .getByRole("row")
      .filter({ hasText: /^Commissions/ }),
  ).toContainText(money(priyaCommission));
  const net = before.find((s) => s.employeeName === priyaName)!.net + priyaEarns;
  await expect(figure(page, "Totals", "Net pay")).toHaveText(money(net));
});
