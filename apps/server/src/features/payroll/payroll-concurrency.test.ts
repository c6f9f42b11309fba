import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headers, payrollRefusals, Recurrence, type PayRun } from "@washdesk/domain";
import { payStubs, users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { addUser, call, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { insertShift, moveToMonthly, setHourlyPay } from "./payroll-fixtures";

// On PGlite (one connection) the two pays run one after another; the server-pg project runs them
// truly at once on PostgreSQL, where the run's row lock lets one pay and refuses the other.
const clock = manualClock(new Date("2026-11-11T17:00:00Z"));
let app: TestApp;
let owner: string;
let run: PayRun;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  const { id } = await createStaffUser(app.db, { email: "rae@wash.test", password: PASSWORD, firstName: "Rae", lastName: "Race", groupName: "Cashier" });
  for (const u of await app.db.select({ id: users.id }).from(users)) await moveToMonthly(app.db, u.id);
  await setHourlyPay(app.db, id, 1_600);
  await insertShift(app.db, id, new Date("2026-11-03T13:00:00Z"), 8);
  const created = await call(app, "POST", "/api/payroll/runs", { token: owner, body: { schedule: Recurrence.EveryWeek, periodStart: "2026-11-02" } });
  run = created.envelope.body as PayRun;
});
afterAll(() => app.close());

const pay = (key: string) =>
  call(app, "POST", `/api/payroll/runs/${run.id}/pay`, { token: owner, body: { paymentDate: "2026-11-12" }, headers: { [headers.idempotencyKey]: key } });

// The key of the pay that won the race: only an answered pay is kept for its key (a refusal is not).
let winner = "";

describe("concurrency", () => {
  it("pays a run once when two pays of it arrive together", async () => {
    const results = await Promise.all([pay("race-a"), pay("race-b")]);
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    winner = results[0]!.response.statusCode === 200 ? "race-a" : "race-b";
    expect(results.find((r) => r.response.statusCode === 409)!.envelope.code).toBe(payrollRefusals.alreadyPaid.code);
    const stubs = await app.db.select().from(payStubs).where(eq(payStubs.runId, run.id));
    expect(stubs.map((s) => s.gross)).toEqual([8 * 1_600]);
  });

  it("answers the same pay twice with one key as it did once", async () => {
    const again = await Promise.all([pay(winner), pay(winner)]);
    for (const r of again) expect(r.response.headers["idempotent-replayed"]).toBe("true");
    expect((await app.db.select().from(payStubs).where(eq(payStubs.runId, run.id))).length).toBe(1);
  });
});
