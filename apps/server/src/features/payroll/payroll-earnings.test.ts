import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PaymentMethod,
  PayPeriod,
  PayType,
  payrollRefusals,
  Recurrence,
  type Bonuses,
  type PayRun,
  type PayrollPreview,
  type TipAssignmentAnswer,
  UserStatus,
} from "@washdesk/domain";
import { activityLogs, outbox, payments, users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { addUser, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { insertSale, insertShift, moveToMonthly, payrollCaller, setHourlyPay } from "./payroll-fixtures";

// Bonuses, tips nobody on the clock could share, salaries of part of a period, and a stub e-mailed again. Wednesday 2026-11-11
// in New York; the last weekly period that has ended is 2026-11-02 to 2026-11-08.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(new Date("2026-11-11T17:00:00Z"));
const weekly = Recurrence.EveryWeek;
let app: TestApp;
let owner: string;
let ownerId: string;
let washerId: string;
let dryerId: string;

const json = payrollCaller(() => app);
const preview = async (start: string) => (await json(owner, "GET", `/api/payroll/preview?schedule=${weekly}&start=${start}`)).envelope.body as PayrollPreview;
const stubOf = (p: PayrollPreview, id: string) => p.stubs.find((s) => s.employeeId === id)!;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 400 * DAY, sessionMaxMs: 400 * DAY } });
  owner = await signIn(app, await addUser(app, "Owner"));
  [{ id: ownerId }] = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, "owner@shop.test"))) as [{ id: string }];
  ({ id: washerId } = await createStaffUser(app.db, {
    email: "ana@wash.test",
    password: PASSWORD,
    firstName: "Ana",
    lastName: "Washer",
    groupName: "Cashier",
  }));
  ({ id: dryerId } = await createStaffUser(app.db, { email: "ben@wash.test", password: PASSWORD, firstName: "Ben", lastName: "Dryer", groupName: "Cashier" }));
  for (const u of await app.db.select({ id: users.id }).from(users)) await moveToMonthly(app.db, u.id);
  await setHourlyPay(app.db, washerId, 1_500);
  await setHourlyPay(app.db, dryerId, 1_200);
  // Ana: Monday to Friday, 8:00 to 17:00 in New York: 45 hours in the workweek of 2026-11-02.
  for (let day = 2; day <= 6; day += 1) await insertShift(app.db, washerId, new Date(`2026-11-0${day}T13:00:00Z`), 9);
  // Saturday 2026-11-07 only the owner was on the clock; a sale without staff left a $10.01 tip.
  await insertShift(app.db, ownerId, new Date("2026-11-07T14:00:00Z"), 6);
  const sale = await insertSale(app.db, { cashierId: ownerId, businessDate: "2026-11-07", lines: [{ unitPrice: 2_000, staffIds: [] }] });
  await app.db
    .insert(payments)
    .values({ saleId: sale.id, method: PaymentMethod.Credit, amount: 2_000, tip: 1_001, businessDate: "2026-11-07", createdBy: ownerId });
});
afterAll(() => app.close());

describe("a non-discretionary bonus", () => {
  it("is added once under its Idempotency-Key and raises the workweek's overtime like a commission", async () => {
    const body = { businessDate: "2026-11-04", amount: 30_000, note: "Perfect attendance" };
    const added = await json(owner, "POST", `/api/payroll/employees/${washerId}/bonuses`, body, "bonus-1");
    expect(added.response.statusCode).toBe(200);
    expect(added.envelope.message).toBe("Bonus added.");
    const replay = await json(owner, "POST", `/api/payroll/employees/${washerId}/bonuses`, body, "bonus-1");
    expect(replay.response.headers["idempotent-replayed"]).toBe("true");
    const listed = (await json(owner, "GET", `/api/payroll/employees/${washerId}/bonuses`)).envelope.body as Bonuses;
    expect(listed.bonuses).toMatchObject([{ businessDate: "2026-11-04", amount: 30_000, note: "Perfect attendance" }]);

    // As with $300.00 of commission (29 CFR 778.209): the regular rate is ($15.00 × 45 + $300.00) / 45 h,
    // and the 5 overtime hours pay 5 × (1.5 × $15.00 + 0.5 × $300.00 / 45) = $129.17.
    const stub = stubOf(await preview("2026-11-02"), washerId);
    expect(stub.earnings.map((e) => [e.type, e.amount])).toEqual([
      ["regular", 60_000],
      ["overtime", 12_917],
      ["bonus", 30_000],
    ]);
  });

  it("is refused without a day or a note, and with a zero amount, in the field's words", async () => {
    const bad = await json(owner, "POST", `/api/payroll/employees/${washerId}/bonuses`, { businessDate: "", amount: 0, note: " " }, "bonus-bad");
    expect(bad.response.statusCode).toBe(400);
    const fields = (bad.envelope.body as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(["amount", "businessDate", "note"]);
  });

  it("once removed pays nothing, and stays in the activity log", async () => {
    const [bonus] = ((await json(owner, "GET", `/api/payroll/employees/${washerId}/bonuses`)).envelope.body as Bonuses).bonuses;
    const removed = await json(owner, "DELETE", `/api/payroll/employees/${washerId}/bonuses/${bonus!.id}`);
    expect(removed.response.statusCode).toBe(200);
    expect((removed.envelope.body as Bonuses).bonuses).toEqual([]);
    expect(stubOf(await preview("2026-11-02"), washerId).earnings.map((e) => e.type)).toEqual(["regular", "overtime"]);
    const again = await json(owner, "DELETE", `/api/payroll/employees/${washerId}/bonuses/${bonus!.id}`);
    expect(again.envelope.code).toBe(payrollRefusals.bonusNotFound.code);
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "payrollBonus"), eq(activityLogs.entityId, bonus!.id)));
    expect(logged).toHaveLength(2);
  });
});

describe("tips nobody tip-eligible on the clock could share", () => {
  it("keep Pay refused until a manager assigns them", async () => {
    expect((await preview("2026-11-02")).undistributedTips).toEqual([{ businessDate: "2026-11-07", amount: 1_001, paidOut: false }]);
    const run = (await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-02" })).envelope.body as PayRun;
    const refused = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, { paymentDate: "2026-11-12" }, "pay-refused");
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(payrollRefusals.tipsUndistributed.code);
    expect((await json(owner, "DELETE", `/api/payroll/runs/${run.id}`)).response.statusCode).toBe(200);
  });

  it("go only to tip-eligible employees who are no managers, and not on a day someone eligible worked", async () => {
    const read = (await json(owner, "GET", "/api/payroll/tip-assignments/2026-11-07")).envelope.body as TipAssignmentAnswer;
    expect(read.employeeIds).toEqual([]);
    expect(read.eligible.map((e) => e.employeeName)).toEqual(["Ana Washer", "Ben Dryer"]);
    // Someone no longer working (inactive) is not offered.
    await app.db.update(users).set({ status: UserStatus.INACTIVE }).where(eq(users.id, dryerId));
    const inactive = (await json(owner, "GET", "/api/payroll/tip-assignments/2026-11-07")).envelope.body as TipAssignmentAnswer;
    expect(inactive.eligible.map((e) => e.employeeName)).toEqual(["Ana Washer"]);
    await app.db.update(users).set({ status: UserStatus.ACTIVE }).where(eq(users.id, dryerId));
    const toOwner = await json(owner, "PUT", "/api/payroll/tip-assignments/2026-11-07", { employeeIds: [ownerId] });
    expect(toOwner.response.statusCode).toBe(400);
    expect(toOwner.envelope.message).toBe("Tips go only to tip-eligible employees who are no managers or owners.");
    const worked = await json(owner, "PUT", "/api/payroll/tip-assignments/2026-11-06", { employeeIds: [dryerId] });
    expect(worked.response.statusCode).toBe(409);
    expect(worked.envelope.code).toBe(payrollRefusals.tipsNotUndistributed.code);
    const none = await json(owner, "PUT", "/api/payroll/tip-assignments/2026-11-07", { employeeIds: [] });
    expect(none.response.statusCode).toBe(400);
  });

  it("once assigned are shared evenly to the cent, and the run pays", async () => {
    const assigned = await json(owner, "PUT", "/api/payroll/tip-assignments/2026-11-07", { employeeIds: [dryerId, washerId] });
    expect(assigned.response.statusCode).toBe(200);
    expect((assigned.envelope.body as TipAssignmentAnswer).employeeIds).toEqual([dryerId, washerId]);
    const p = await preview("2026-11-02");
    expect(p.undistributedTips).toEqual([]);
    const tipsOf = (id: string) => stubOf(p, id).earnings.find((e) => e.type === "tips")?.amount;
    // $10.01 over two: $5.00 each and the odd cent to the lower employee id.
    const [lower, higher] = [washerId, dryerId].sort();
    expect([tipsOf(lower!), tipsOf(higher!)]).toEqual([501, 500]);
    const run = (await json(owner, "POST", "/api/payroll/runs", { schedule: weekly, periodStart: "2026-11-02" })).envelope.body as PayRun;
    const paid = await json(owner, "POST", `/api/payroll/runs/${run.id}/pay`, { paymentDate: "2026-11-12" }, "pay-ok");
    expect(paid.response.statusCode).toBe(200);
  });
});

describe("a paid stub e-mailed again", () => {
  it("goes to the employee's address as it was paid; without an address it says what to do", async () => {
    const runs = (await json(owner, "GET", `/api/payroll/runs?schedule=${weekly}`)).envelope.body as { items: PayRun[] };
    const runId = runs.items.find((r) => r.status === "paid")!.id;
    const sent = await json(owner, "POST", `/api/payroll/runs/${runId}/stubs/${washerId}/email`);
    expect(sent.response.statusCode).toBe(200);
    expect(sent.envelope.message).toBe("Pay stub e-mailed to ana@wash.test.");
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entity, "payRun"), eq(outbox.entityId, runId), eq(outbox.recipient, "ana@wash.test")));
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toBe(mails[0]!.body);

    await app.db.update(users).set({ email: null, status: UserStatus.NOT_USER }).where(eq(users.id, dryerId));
    const noAddress = await json(owner, "POST", `/api/payroll/runs/${runId}/stubs/${dryerId}/email`);
    expect(noAddress.envelope.message).toBe("This employee has no e-mail address: add one on the employee first.");
    const notInRun = await json(owner, "POST", `/api/payroll/runs/${runId}/stubs/${ownerId}/email`);
    expect(notInRun.response.statusCode).toBe(404);
    expect(notInRun.envelope.code).toBe(payrollRefusals.stubNotFound.code);
  });
});

describe("a salary for part of a month", () => {
  it("pays the days employed: a manager hired on October 21 and one who left on October 10", async () => {
    const monthly = Recurrence.EveryMonth;
    const salaried = { payType: PayType.Salary, payPeriod: PayPeriod.PerYear, payRate: 5_200_000, paySchedule: monthly, overtimeExempt: true };
    const { id: newcomer } = await createStaffUser(app.db, {
      email: "cy@wash.test",
      password: PASSWORD,
      firstName: "Cy",
      lastName: "New",
      groupName: "Cashier",
    });
    const { id: leaver } = await createStaffUser(app.db, {
      email: "di@wash.test",
      password: PASSWORD,
      firstName: "Di",
      lastName: "Gone",
      groupName: "Cashier",
    });
    await app.db
      .update(users)
      .set({ ...salaried, hireDate: "2026-10-21" })
      .where(eq(users.id, newcomer));
    await app.db
      .update(users)
      .set({ ...salaried, hireDate: "2024-01-02", terminationDate: "2026-10-10", status: UserStatus.TERMINATED, email: null })
      .where(eq(users.id, leaver));
    const october = (await json(owner, "GET", `/api/payroll/preview?schedule=${monthly}&start=2026-10-01`)).envelope.body as PayrollPreview;
    // $52,000.00 × 1/12 × 11/31 = $1,537.6344 → $1,537.63; × 10/31 = $1,397.8495 → $1,397.85.
    expect(stubOf(october, newcomer).earnings.map((e) => [e.amount, e.text])).toEqual([[153_763, "Salary × 1/12 × 11/31 days employed in the period"]]);
    expect(stubOf(october, leaver).earnings.map((e) => [e.amount, e.text])).toEqual([[139_785, "Salary × 1/12 × 10/31 days employed in the period"]]);
    // In September the newcomer was not yet employed and is left out; the leaver is paid the whole month.
    const september = (await json(owner, "GET", `/api/payroll/preview?schedule=${monthly}&start=2026-09-01`)).envelope.body as PayrollPreview;
    expect(september.stubs.find((s) => s.employeeId === newcomer)).toBeUndefined();
    expect(stubOf(september, leaver).earnings.map((e) => [e.amount, e.text])).toEqual([[433_333, "Salary × 1/12"]]);
  });
});
