import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "./api";
import { cents, figure, money } from "./screen";
import { OWNER, signIn, storedToken } from "./sign-in";

/** The washer of the demo crew: paid by the hour and $5.00 per service, on the rota Thursday to Monday. */
const WASHER = "Owen";
const HOUR_MS = 3_600_000;
const WEEK_MS = 40 * HOUR_MS;
/** Sale statuses (OrderStatus): a voided (Cancel) or deleted sale pays no tip and no commission. */
const CANCEL = 0;
const COMPLETED = 1;
const DELETED = 3;
const SERVICE = 2;

interface ShiftRow {
  id: string;
  userId: string;
  businessDate: string;
  clockedInAt: string;
  clockedOutAt: string | null;
  paidMinutes: number;
}

interface SaleRow {
  id: string;
  businessDate: string;
  status: number;
  tipTotal: number;
}

interface SaleDetail {
  status: number;
  refundedTotal: number;
  lines: { kind: number; quantity: number; netTotal: number; includedTaxTotal: number; staffIds: string[] }[];
  payments: { tip: number }[];
}

interface Rule {
  productId: string | null;
  kind: "percent" | "perUnit";
  rate: number | null;
  amount: number | null;
}

/** "YYYY-MM-DD" n days from a stored date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Hours as the app writes them: 40.00. */
const hours = (ms: number) => (ms / HOUR_MS).toFixed(2);

/** a / b rounded half up, for positive integers too large for plain numbers. */
const divRound = (a: bigint, b: bigint) => Number((2n * a + b) / (2n * b));

/**
 * One workweek of an hourly employee, worked out by hand (29 CFR 778.107-778.118): the first 40
 * hours at the rate; each overtime hour at 1.5 × the rate plus half of the week's commissions over
 * every hour worked, so overtime is paid at 1.5 × the regular rate including the commissions. Each
 * figure is rounded to the cent once.
 */
function weekPay(workedMs: number, rate: number, commission: number) {
  const regularMs = Math.min(workedMs, WEEK_MS);
  const overtimeMs = workedMs - regularMs;
  const [r, w, e, o, hour] = [rate, workedMs, commission, overtimeMs, HOUR_MS].map(BigInt) as [bigint, bigint, bigint, bigint, bigint];
  return {
    regularMs,
    overtimeMs,
    wages: divRound(r * BigInt(regularMs), hour),
    overtime: overtimeMs > 0 ? divRound(o * (15n * r * w + 5n * e * hour), 10n * hour * w) : 0,
    /** The week's regular rate, cents an hour: (wages at the rate for all hours + commissions) / hours. */
    regularRate: divRound(r * w + e * hour, w),
  };
}

/**
 * A total split in proportion to weights by largest remainder (the parts sum to the total), ties to
 * the earlier part: how the shop shares a day's tip pool.
 */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left === 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
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

/** Every sale of a range, page by page, with its lines and payments. */
async function salesOf(request: APIRequestContext, token: string, start: string, end: string): Promise<(SaleRow & { detail: SaleDetail })[]> {
  const rows: SaleRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const one = await api<{ items: SaleRow[]; total: number }>(request, token, "GET", `/api/sales?from=${start}&to=${end}&pageSize=200&page=${pageNo}`);
    rows.push(...one.items);
    if (one.items.length === 0 || rows.length >= one.total) break;
  }
  const sales: (SaleRow & { detail: SaleDetail })[] = [];
  for (const row of rows) sales.push({ ...row, detail: await api<SaleDetail>(request, token, "GET", `/api/sales/${row.id}`) });
  return sales;
}

test("the owner runs the demo crew's last week, checks the washer's stub against his shifts and sales, pays it, and a later shift edit comes back as an adjustment", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const users = await api<{ items: { id: string; firstName: string; lastName: string }[] }>(page.request, token, "GET", "/api/settings/users?pageSize=100");
  const washer = users.items.find((u) => u.firstName === WASHER)!;
  const name = `${washer.firstName} ${washer.lastName}`;
  const owner = users.items.find((u) => u.firstName === "Olivia")!;
  const profile = await api<{ pay: { payRate: number; paySchedule: number; payType: number }; rules: Rule[]; deductions: unknown[] }>(
    page.request,
    token,
    "GET",
    `/api/payroll/employees/${washer.id}`,
  );
  // Paid by the hour, weekly, with the front desk; one default rule of a fixed amount per service; nothing taken off.
  expect(profile.pay.paySchedule).toBe(0);
  expect(profile.pay.payRate).toBeGreaterThan(0);
  expect(profile.rules).toMatchObject([{ productId: null, kind: "perUnit" }]);
  expect(profile.deductions).toEqual([]);
  const rate = profile.pay.payRate;
  const rule = profile.rules[0]!;

  // By default the screen opens the weekly schedule's last period that has ended: last week, the
  // one after the week the demo already paid.
  const paidRuns = await api<{ items: { status: string; period: { start: string } }[] }>(page.request, token, "GET", "/api/payroll/runs?schedule=0");
  const weekBefore = paidRuns.items.find((r) => r.status === "paid")!.period.start;
  const asked = page.waitForResponse((answer) => answer.url().includes("/api/payroll/preview"));
  await page.goto("/payroll");
  const { start, end } = ((await (await asked).json()) as { body: { period: { start: string; end: string } } }).body.period;
  expect(start).toBe(addDays(weekBefore, 7));
  expect(end).toBe(addDays(start, 6));
  await expect(stubRow(page, name)).toBeVisible();

  // His hours, from the time clock. The period is one whole workweek (both start on Monday).
  const shifts = await api<{ items: ShiftRow[] }>(page.request, token, "GET", `/api/time-clock/shifts?from=${start}&to=${end}&pageSize=200`);
  const his = shifts.items.filter((s) => s.userId === washer.id);
  expect(his.length, "the washer's shifts of last week").toBeGreaterThan(0);
  const workedMs = his.reduce((sum, s) => sum + s.paidMinutes * 60_000, 0);
  expect(workedMs, "the rota puts him past 40 hours last week").toBeGreaterThan(WEEK_MS);

  // His commissions and tips, from the sales of the week and who is named on their lines.
  const sales = await salesOf(page.request, token, start, end);
  let commission = 0;
  let lineTips = 0;
  const pools = new Map<string, number>();
  for (const sale of sales) {
    const { detail } = sale;
    const staffed = detail.lines.filter((l) => l.staffIds.length > 0);
    const mine = staffed.filter((l) => l.staffIds.includes(washer.id));
    // The demo names one crew member per sale, and none on a sale later voided or refunded, so no
    // commission is split or taken back this week.
    for (const line of staffed) expect(line.staffIds).toHaveLength(1);
    expect(new Set(staffed.map((l) => l.staffIds[0])).size).toBeLessThanOrEqual(1);
    if (mine.length > 0) expect([detail.status, detail.refundedTotal]).toEqual([COMPLETED, 0]);
    for (const line of mine) {
      if (rule.kind === "perUnit" && line.kind === SERVICE) commission += rule.amount! * line.quantity;
      if (rule.kind === "percent") commission += Math.round(((line.netTotal - line.includedTaxTotal) * rule.rate!) / 100_000);
    }
    if (sale.status === CANCEL || sale.status === DELETED) continue;
    const tip = detail.payments.reduce((sum, p) => sum + p.tip, 0);
    if (tip === 0) continue;
    // A tip goes to the staff on the sale's lines; a sale nobody is named on tips the day's pool.
    if (mine.length > 0) lineTips += tip;
    else if (staffed.length === 0) pools.set(sale.businessDate, (pools.get(sale.businessDate) ?? 0) + tip);
  }
  expect(commission, "he washed cars last week").toBeGreaterThan(0);

  // A day's pool is shared by paid time among those on the clock who may share tips (never the owner).
  const tipsOf = (extraOn: { date: string; ms: number } | null) => {
    let total = lineTips;
    for (const [date, pool] of pools) {
      const paid = new Map<string, number>();
      for (const s of shifts.items.filter((x) => x.businessDate === date && x.userId !== owner.id)) {
        paid.set(s.userId, (paid.get(s.userId) ?? 0) + s.paidMinutes * 60_000);
      }
      if (extraOn?.date === date) paid.set(washer.id, (paid.get(washer.id) ?? 0) + extraOn.ms);
      const ids = [...paid.keys()].sort();
      expect(ids.length, `someone shares the tips of ${date}`).toBeGreaterThan(0);
      const parts = allocate(
        pool,
        ids.map((id) => paid.get(id)!),
      );
      total += parts[ids.indexOf(washer.id)] ?? 0;
    }
    return total;
  };
  const tips = tipsOf(null);
  const pay = weekPay(workedMs, rate, commission);
  const gross = pay.wages + pay.overtime + commission + tips;
  const net = gross;

  // Someone who shares tips worked every day of the crew's week: no tips wait for a manager.
  await expect(page.getByRole("button", { name: "Choose who shares them" })).toHaveCount(0);

  // The run's table, then his stub.
  const row = stubRow(page, name).getByRole("cell");
  await expect(row.nth(1)).toHaveText(hours(pay.regularMs));
  await expect(row.nth(2)).toHaveText(hours(pay.overtimeMs));
  await expect(row.nth(3)).toHaveText(money(pay.wages));
  await expect(row.nth(4)).toHaveText(money(pay.overtime));
  await expect(row.nth(5)).toHaveText(money(commission));
  await expect(row.nth(6)).toHaveText(money(tips));
  await expect(row.nth(11)).toHaveText(money(net));

  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: `Open the stub of ${name}` }).click();
  const stub = page.getByRole("dialog", { name: `Pay stub of ${name}` });
  await expect(stub).toBeVisible();
  await expect(figure(page, "Totals", "Regular hours")).toHaveText(hours(pay.regularMs));
  await expect(figure(page, "Totals", "Overtime hours")).toHaveText(hours(pay.overtimeMs));
  await expect(figure(page, "Totals", "Gross pay")).toHaveText(money(gross));
  await expect(figure(page, "Totals", "Deductions")).toHaveText(money(0));
  await expect(figure(page, "Totals", "Net pay")).toHaveText(money(net));
  const earnings = stub.getByRole("table", { name: "Earnings" });
  const earning = (label: RegExp) => earnings.getByRole("row").filter({ hasText: label });
  await expect(earning(/^Regular/)).toContainText(`${hours(pay.regularMs)} h at ${money(rate)}/h`);
  await expect(earning(/^Regular/)).toContainText(money(pay.wages));
  // The overtime rate holds the week's commissions: above 1.5 × the hourly rate alone.
  await expect(earning(/^Overtime/)).toContainText(`1.5 × the regular rate of ${money(pay.regularRate)}/h over ${hours(workedMs)} h worked`);
  await expect(earning(/^Overtime/)).toContainText(money(pay.overtime));
  expect(pay.regularRate).toBeGreaterThan(rate);
  await expect(earning(/^Commissions/)).toContainText(money(commission));
  await expect(earning(/^Tips/)).toContainText(money(tips));
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

  // A manager finds he stayed an hour longer one day of that week, and changes the shift: a day
  // whose tips all went by the lines where the week has one, so only his overtime moves; else his
  // share of that day's pool grows with his hours too.
  const closed = his.filter((s) => s.clockedOutAt !== null);
  const changed = closed.find((s) => !pools.has(s.businessDate)) ?? closed[0]!;
  expect(changed, "a finished shift of his that week").toBeDefined();
  await page.goto(`/timeClock/list?userId=${washer.id}&from=${changed.businessDate}&to=${changed.businessDate}`);
  await page
    .getByRole("button", { name: new RegExp(`^Open shift of ${name}`) })
    .first()
    .click();
  const shift = page.getByRole("dialog", { name: `Shift of ${name}` });
  await shift.getByRole("button", { name: "Change this shift" }).click();
  const clockOut = shift.getByLabel("Clock out");
  await clockOut.fill(hourLater(await clockOut.inputValue()));
  await shift.getByLabel("Reason").fill("Stayed to finish the last washes");
  await shift.getByRole("button", { name: "Save changes" }).click();
  await expect(shift.getByRole("table", { name: "Audit trail" }).getByRole("row").nth(1)).toContainText("Stayed to finish the last washes");

  // The paid run stays as paid; the next run's preview carries the difference: one more hour of
  // overtime, at a regular rate now spread over one more hour worked.
  const after = weekPay(workedMs + HOUR_MS, rate, commission);
  const tipsAfter = tipsOf({ date: changed.businessDate, ms: HOUR_MS });
  if (!pools.has(changed.businessDate)) expect(tipsAfter).toBe(tips);
  const difference = after.wages + after.overtime + tipsAfter - (pay.wages + pay.overtime + tips);
  expect(difference).toBeGreaterThan(0);
  await page.goto(`/payroll?schedule=0&start=${addDays(start, 7)}`);
  const adjustments = page.getByRole("list", { name: "Adjustments to paid periods" });
  await expect(adjustments).toBeVisible();
  const lines = adjustments.getByRole("listitem").filter({ hasText: name });
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  expect(texts.reduce((sum, text) => sum + cents(text.slice(text.lastIndexOf("("))), 0)).toBe(difference);
  await expect(stubRow(page, name).getByRole("cell").nth(8)).toHaveText(money(difference));

  // Last week, opened again, still shows what was paid.
  await page.goto(`/payroll?schedule=0&start=${start}`);
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(stubRow(page, name).getByRole("cell").nth(11)).toHaveText(money(net));
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

  // The crew on the rota are paid weekly: the period that holds today, reached from the last ended one.
  const first = page.waitForResponse((answer) => answer.url().includes("/api/payroll/preview"));
  await page.goto("/payroll?schedule=0");
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

  await page.goto(`/payroll?schedule=0&start=${period.start}`);
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
