import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  payrollRefusals,
  payrollRoutes,
  Recurrence,
  type PaymentDates,
  type PayRun,
  type PayrollEmployees,
  type PayrollPreview,
  type PayrollProfile,
} from "@washdesk/domain";
import { outbox, payStubs, timeShifts, users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { addUser, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { insertSale, insertShift, moveToMonthly, payrollCaller, setHourlyPay } from "./payroll-fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 2026-11-11, noon in New York; workweeks start on Monday, so the last weekly period
// that has ended is 2026-11-02 to 2026-11-08.
const clock = manualClock(new Date("2026-11-11T17:00:00Z"));
let app: TestApp;
let owner: string;
let cashier: string;
let washerId: string;

const weekly = Recurrence.EveryWeek;
const json = payrollCaller(() => app);

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 400 * DAY, sessionMaxMs: 400 * DAY } });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  ({ id: washerId } = await createStaffUser(app.db, {
    email: "ana@wash.test",
    password: PASSWORD,
    firstName: "Ana",
    lastName: "Washer",
    groupName: "Cashier",
  }));
  for (const u of await app.db.select({ id: users.id }).from(users)) await moveToMonthly(app.db, u.id);
  await setHourlyPay(app.db, washerId, 1_500);
  // Monday to Friday, 8:00 to 17:00 in New York (EST): 45 hours in the workweek of 2026-11-02.
  for (let day = 2; day <= 6; day += 1) await insertShift(app.db, washerId, new Date(`2026-11-0${day}T13:00:00Z`), 9);
  // A $3,000.00 coating on Wednesday, done by Ana alone: her 10 % rule pays $300.00.
  await insertSale(app.db, { cashierId: washerId, businessDate: "2026-11-04", lines: [{ unitPrice: 300_000, staffIds: [washerId] }] });
});
afterAll(() => app.close());

// Computed by hand from the rows above (29 CFR 778.118): the regular rate is ($15.00 × 45 h +
// $300.00) / 45 h; the 5 overtime hours are paid 1.5 × $15.00 plus half the commission's part.
const regular = 40 * 1_500;
const overtimeOf = (overtimeHours: number, workedHours: number) => Math.round((overtimeHours * (1.5 * 1_500 * workedHours + 0.5 * 30_000)) / workedHours);
const commission = 30_000;

let firstRun: PayRun;

describe("permissions", () => {
  it("refuses every payroll route to a cashier", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const contract of Object.values(payrollRoutes)) {
      const url = contract.path.replace(/:\w+/g, id);
      const { response } = await json(cashier, contract.method as "GET", url, contract.method === "GET" ? undefined : {}, "k-denied");
      expect(response.statusCode, `${contract.method} ${contract.path}`).toBe(403);
    }
    for (const [method, url] of [
      ["GET", "/api/settings/payroll"],
      ["PUT", "/api/settings/payroll"],
    ] as const) {
      expect((await json(cashier, method, url, method === "PUT" ? {} : undefined)).response.statusCode).toBe(403);
    }
  });
});

describe("the payroll settings", () => {
  it("are a System settings section: read and saved", async () => {
    const read = await json(owner, "GET", "/api/settings/payroll");
    expect(read.envelope.body).toEqual({ tipMode: "byLine", biweeklyAnchor: "2024-01-01" });
    const saved = await json(owner, "PUT", "/api/settings/payroll", { tipMode: "byLine", biweeklyAnchor: "2024-01-08" });
    expect(saved.response.statusCode).toBe(200);
    expect((await json(owner, "GET", "/api/settings/payroll")).envelope.body).toEqual({ tipMode: "byLine", biweeklyAnchor: "2024-01-08" });
  });
});

describe("a week of 45 hours and $300.00 of commission", () => {
  it("previews the stub computed by hand", async () => {
    const rules = await json(owner, "PUT", `/api/payroll/employees/${washerId}/commission-rules`, {
      rules: [{ productId: null, kind: "percent", rate: 10_000 }],
    });
    expect(rules.response.statusCode).toBe(200);
    const { response, envelope } = await json(owner, "GET", `/api/payroll/preview?schedule=${weekly}&start=2026-11-02`);
    expect(response.statusCode).toBe(200);
    const preview = envelope.body as PayrollPreview;
    expect(preview.period).toEqual({ start: "2026-11-02", end: "2026-11-08" });
    expect(preview.stubs).toHaveLength(1);
    const stub = preview.stubs[0]!;
    expect(stub.employeeName).toBe("Ana Washer");
    expect(stub.earnings.map((e) => [e.type, e.hoursMs, e.amount])).toEqual([
      ["regular", 40 * HOUR, regular],
      ["overtime", 5 * HOUR, overtimeOf(5, 45)],
      ["commission", 0, commission],
    ]);
    expect(overtimeOf(5, 45)).toBe(12_917);
    expect(stub.gross).toBe(102_917);
    expect(stub.net).toBe(102_917);
    expect(preview.totals).toMatchObject({ gross: 102_917, net: 102_917, employees: 1 });
    expect(preview.runId).toBeNull();
  });

  it("drafts a run, deletes a draft, and refuses a second run of the period", async () => {
    const draft = await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-02" });
    expect(draft.response.statusCode).toBe(200);
    const run = draft.envelope.body as PayRun;
    expect(run).toMatchObject({ status: "draft", totals: { gross: 102_917 } });
    const twice = await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-02" });
    expect(twice.response.statusCode).toBe(409);
    expect(twice.envelope.code).toBe(payrollRefusals.periodAlreadyRun.code);
    expect((await json(owner, "DELETE", `/api/payroll/runs/${run.id}`)).response.statusCode).toBe(200);
    expect((await json(owner, "GET", `/api/payroll/runs/${run.id}`)).response.statusCode).toBe(404);
    const notStart = await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-03" });
    expect(notStart.envelope.code).toBe(payrollRefusals.notAPeriodStart.code);
    const notOver = await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-09" });
    expect(notOver.envelope.code).toBe(payrollRefusals.periodNotOver.code);
  });

  it("pays once under an Idempotency-Key, mails the stub, and refuses to pay or delete it again", async () => {
    const run = (await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-02" })).envelope.body as PayRun;
    const body = { paymentDate: "2026-11-12", methods: [] };
    const early = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, { paymentDate: "2026-11-07" }, "pay-early");
    expect(early.envelope.code).toBe(payrollRefusals.paymentDateTooEarly.code);
    const first = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, body, "pay-1");
    expect(first.response.statusCode).toBe(200);
    firstRun = first.envelope.body as PayRun;
    expect(firstRun).toMatchObject({ status: "paid", paymentDate: "2026-11-12", totals: { gross: 102_917, net: 102_917, employees: 1 } });
    const replay = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, body, "pay-1");
    expect(replay.response.headers["idempotent-replayed"]).toBe("true");
    expect(replay.envelope.body).toEqual(firstRun);
    const again = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, body, "pay-2");
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.code).toBe(payrollRefusals.alreadyPaid.code);
    const stubs = await app.db.select().from(payStubs).where(eq(payStubs.runId, run.id));
    expect(stubs).toHaveLength(1);
    expect(stubs[0]).toMatchObject({ gross: 102_917, net: 102_917, paymentDate: "2026-11-12" });
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "payRun"), eq(outbox.entityId, run.id)));
    expect(mails.map((m) => m.recipient)).toEqual(["ana@wash.test"]);
    expect(mails[0]!.body).toContain("$1,029.17");

    const deleted = await json(owner, "DELETE", `/api/payroll/runs/${run.id}`);
    expect(deleted.response.statusCode).toBe(409);
    expect(deleted.envelope.message).toBe("Only a draft can be deleted; a paid run is voided with a reason.");
    const preview = (await json(owner, "GET", `/api/payroll/preview?schedule=${weekly}&start=2026-11-02`)).envelope.body as PayrollPreview;
    expect(preview.runId).toBe(run.id);
  });

  it("exports the paid run as CSV", async () => {
    const { response } = await json(owner, "GET", `/api/payroll/runs/${firstRun.id}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="payroll-2026-11-02-to-2026-11-08.csv"');
    expect(response.body).toContain("Ana Washer");
    expect(response.body).toContain("1029.17");
    expect(response.body).toContain("129.17");
  });

  it("shows the paid run in the summaries, the profile and the payment dates", async () => {
    const summaryCall = await json(owner, "GET", "/api/payroll/employees?from=2026-11-01&to=2026-11-30");
    const summary = summaryCall.envelope.body as PayrollEmployees;
    expect(summaryCall.response.statusCode, summaryCall.response.body).toBe(200);
    expect(summary.rows, JSON.stringify(summary)).toHaveLength(1);
    expect(summary.rows[0]).toMatchObject({ employeeName: "Ana Washer", wages: regular, overtimePay: 12_917, commissions: commission, gross: 102_917 });
    expect(summary.rows[0]!.yearToDate.gross).toBe(102_917);
    const profile = (await json(owner, "GET", `/api/payroll/employees/${washerId}`)).envelope.body as PayrollProfile;
    expect(profile.runs).toHaveLength(1);
    expect(profile.rules).toMatchObject([{ kind: "percent", rate: 10_000 }]);
    expect(profile.yearToDate.net).toBe(102_917);
    const dates = (await json(owner, "GET", "/api/payroll/payment-dates")).envelope.body as PaymentDates;
    expect(dates.dates).toEqual([{ paymentDate: "2026-11-12", runs: 1, schedules: [weekly], gross: 102_917, deductions: 0, net: 102_917 }]);
    expect(dates.due.find((d) => d.schedule === weekly)).toEqual({ schedule: weekly, period: { start: "2026-11-09", end: "2026-11-15" }, employees: 1 });
  });
});

describe("a shift edited after payment", () => {
  it("is paid as one adjustment on the next run, and not again on the one after", async () => {
    clock.advance(HOUR);
    const [friday] = await app.db
      .select()
      .from(timeShifts)
      .where(and(eq(timeShifts.userId, washerId), eq(timeShifts.businessDate, "2026-11-06")));
    await app.db
      .update(timeShifts)
      .set({ clockedOutAt: new Date(friday!.clockedOutAt!.getTime() + HOUR), editedAt: clock.now() })
      .where(eq(timeShifts.id, friday!.id));

    clock.advance(7 * DAY);
    const next = (await json(owner, "GET", `/api/payroll/preview?schedule=${weekly}&start=2026-11-09`)).envelope.body as PayrollPreview;
    const adjustments = next.stubs[0]!.earnings.filter((e) => e.type === "adjustment");
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({
      hoursMs: HOUR,
      amount: overtimeOf(6, 46) - overtimeOf(5, 45),
      adjusts: { type: "overtime", periodStart: "2026-11-02", periodEnd: "2026-11-08" },
      text: "Overtime hours of the week of 2026-11-02 changed: +1.00 h",
    });
    const run = (await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-09" })).envelope.body as PayRun;
    const paid = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, { paymentDate: "2026-11-19" }, "pay-next");
    expect(paid.response.statusCode).toBe(200);
    expect((paid.envelope.body as PayRun).stubs[0]!.gross).toBe(overtimeOf(6, 46) - overtimeOf(5, 45));
    // The paid run of the first week is as it was paid.
    expect(((await json(owner, "GET", `/api/payroll/runs/${firstRun.id}`)).envelope.body as PayRun).stubs).toEqual(firstRun.stubs);

    clock.advance(7 * DAY);
    const after = (await json(owner, "GET", `/api/payroll/preview?schedule=${weekly}&start=2026-11-16`)).envelope.body as PayrollPreview;
    expect(after.stubs[0]!.earnings.filter((e) => e.type === "adjustment")).toEqual([]);
  });
});

describe("voiding a paid run", () => {
  it("needs a reason, writes reversing entries and leaves the stubs as paid", async () => {
    const noReason = await json(owner, "POST", `/api/payroll/runs/${firstRun.id}/void`, { reason: " " }, "void-0");
    expect(noReason.response.statusCode).toBe(400);
    const voided = await json(owner, "POST", `/api/payroll/runs/${firstRun.id}/void`, { reason: "Paid to the wrong account" }, "void-1");
    expect(voided.response.statusCode).toBe(200);
    expect(voided.envelope.body).toMatchObject({ status: "voided", voidReason: "Paid to the wrong account", stubs: firstRun.stubs });
    const rows = await app.db
      .select({ reversal: payStubs.reversal, gross: payStubs.gross, net: payStubs.net })
      .from(payStubs)
      .where(eq(payStubs.runId, firstRun.id))
      .orderBy(sql`${payStubs.reversal}`);
    expect(rows).toEqual([
      { reversal: false, gross: 102_917, net: 102_917 },
      { reversal: true, gross: -102_917, net: -102_917 },
    ]);
    const twice = await json(owner, "POST", `/api/payroll/runs/${firstRun.id}/void`, { reason: "Again" }, "void-2");
    expect(twice.envelope.code).toBe(payrollRefusals.alreadyVoided.code);
  });
});
