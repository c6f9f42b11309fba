import { and, eq, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ActivityAction, timeClockRefusals, type ShiftDetail, type ShiftPage, type ShiftTimes } from "@washdesk/domain";
import { activityLogs, timePunches, timeShiftAudit, timeShifts } from "../../platform/db/schema";
import { createTestApp, manualClock, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { addClockStaff, callAs, punchAs, punchOk, type Signed } from "./time-clock-fixtures";

// On PGlite (one connection) these run one after another; the server-pg project runs them truly
// at once on PostgreSQL, where the open-shift index and the shift's row lock keep them right.
const HOUR = 3_600_000;
const clock = manualClock(new Date("2026-06-10T16:00:00Z"));
let app: TestApp;
type Staff = Awaited<ReturnType<typeof addClockStaff>>;
let mona: Staff;
let max: Staff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 30 * 24 * HOUR, sessionMaxMs: 30 * 24 * HOUR } });
  mona = await addClockStaff(app, "Manager", "Mona", "2222");
  max = await addClockStaff(app, "Manager", "Max", "8888");
});
afterAll(() => app.close());

describe("clocking in twice at once", () => {
  it("opens exactly one shift; every other tap is refused as already on the clock", async () => {
    const crew = await addClockStaff(app, "Cashier", "Dana", "3535");
    const results = await Promise.all(Array.from({ length: 5 }, () => punchAs(app, { token: crew.token }, crew.id, "clockIn", { pin: "3535" })));

    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.response.statusCode === 409)) {
      expect(refused.envelope).toMatchObject({ message: "Already on the clock.", code: timeClockRefusals.alreadyOnTheClock.code });
    }
    const open = await app.db
      .select({ id: timeShifts.id })
      .from(timeShifts)
      .where(and(eq(timeShifts.userId, crew.id), isNull(timeShifts.clockedOutAt)));
    expect(open).toHaveLength(1);
    const punches = await app.db.select().from(timePunches).where(eq(timePunches.shiftId, open[0]!.id));
    expect(punches.map((p) => p.action)).toEqual(["clockIn"]);
    const logged = await app.db.$count(activityLogs, and(eq(activityLogs.entityId, open[0]!.id), eq(activityLogs.action, ActivityAction.ClockIn)));
    expect(logged).toBe(1);
  });
});

/** A closed shift of six hours, worked by a new crew member; answers its id and clock-in. */
async function closedShift(firstName: string, pin: string) {
  const crew = await addClockStaff(app, "Cashier", firstName, pin);
  await punchOk(app, crew, crew.id, "clockIn", { pin });
  clock.advance(6 * HOUR);
  await punchOk(app, crew, crew.id, "clockOut", { pin });
  const page = (await callAs(app, crew, "GET", "/api/time-clock/shifts")).envelope.body as ShiftPage;
  const shift = page.items.find((s) => s.userId === crew.id)!;
  return { id: shift.id, clockedInAt: shift.clockedInAt };
}

const editBy = (who: Signed, shiftId: string, clockedInAt: string, hours: number, reason: string) =>
  callAs(app, who, "PATCH", `/api/time-clock/shifts/${shiftId}`, {
    body: { clockedInAt, clockedOutAt: new Date(new Date(clockedInAt).getTime() + hours * HOUR).toISOString(), breaks: [], reason },
  });

/**
 * Both edits are in the trail, one after the other: the later one's "before" is the earlier one's
 * "after" (nothing changed between them unrecorded), and the shift reads as the later one left it.
 */
async function expectChainedTrail(shiftId: string, clockedInAt: string) {
  const detail = (await callAs(app, mona, "GET", `/api/time-clock/shifts/${shiftId}`)).envelope.body as ShiftDetail;
  expect(detail.audit).toHaveLength(2);
  const [later, earlier] = detail.audit as [ShiftDetail["audit"][number], ShiftDetail["audit"][number]];
  expect(new Set([later.reason, earlier.reason])).toEqual(new Set(["Left at five", "Left at four"]));
  expect(earlier.before).toMatchObject({ clockedInAt, clockedOutAt: new Date(new Date(clockedInAt).getTime() + 6 * HOUR).toISOString() });
  expect(later.before).toEqual(earlier.after);
  expect((later.after as ShiftTimes).clockedOutAt).toBe(detail.clockedOutAt);
}

describe("two managers editing one shift at once", () => {
  it("keeps both edits in the audit trail, in the order they were made", async () => {
    const shift = await closedShift("Rae", "4646");
    const results = await Promise.all([
      editBy(mona, shift.id, shift.clockedInAt, 5, "Left at five"),
      editBy(max, shift.id, shift.clockedInAt, 4, "Left at four"),
    ]);
    expect(results.map((r) => r.response.statusCode)).toEqual([200, 200]);
    await expectChainedTrail(shift.id, shift.clockedInAt);
  });
});

/** Waits until `count` connections to this database wait for a lock (a row's waiters wait on its holder's transaction, which names no database). */
async function lockWaiters(count: number) {
  for (;;) {
    const result = (await app.db.execute(
      sql`select count(distinct l.pid)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// A row lock held by another session exists only with more than one connection: holding the
// shift while both edits arrive makes them meet for sure, whatever the timing of the run.
describe.runIf(onPostgres)("two edits that meet on a held shift (PostgreSQL)", () => {
  it("lets each read the shift as the other left it", async () => {
    const shift = await closedShift("Sky", "5757");
    let edits: Promise<Awaited<ReturnType<typeof editBy>>[]> | undefined;
    await app.db.transaction(async (tx) => {
      await tx.select({ id: timeShifts.id }).from(timeShifts).where(eq(timeShifts.id, shift.id)).for("update");
      edits = Promise.all([editBy(mona, shift.id, shift.clockedInAt, 5, "Left at five"), editBy(max, shift.id, shift.clockedInAt, 4, "Left at four")]);
      await lockWaiters(2);
    });
    expect((await edits!).map((r) => r.response.statusCode)).toEqual([200, 200]);
    await expectChainedTrail(shift.id, shift.clockedInAt);
  });

  it("refuses the second of two clock-ins that both found no open shift, by the one-open-shift index", async () => {
    const crew = await addClockStaff(app, "Cashier", "Uma", "7979");
    let taps: Promise<Awaited<ReturnType<typeof punchAs>>[]> | undefined;
    // An uncommitted open shift makes both taps read "off", then wait on the index; it is rolled back.
    await app.db
      .transaction(async (tx) => {
        await tx.insert(timeShifts).values({ userId: crew.id, clockedInAt: clock.now(), businessDate: "2026-06-10" });
        taps = Promise.all([1, 2].map(() => punchAs(app, { token: crew.token }, crew.id, "clockIn", { pin: "7979" })));
        await lockWaiters(2);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const results = await taps!;
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.response.statusCode === 409)!.envelope).toMatchObject({
      message: "Already on the clock.",
      code: timeClockRefusals.alreadyOnTheClock.code,
    });
    expect(await app.db.$count(timeShifts, and(eq(timeShifts.userId, crew.id), isNull(timeShifts.clockedOutAt)))).toBe(1);
  });

  it("does not edit a shift removed while the edit waited", async () => {
    const shift = await closedShift("Tam", "6868");
    let edit: ReturnType<typeof editBy> | undefined;
    await app.db.transaction(async (tx) => {
      await tx.select({ id: timeShifts.id }).from(timeShifts).where(eq(timeShifts.id, shift.id)).for("update");
      edit = editBy(mona, shift.id, shift.clockedInAt, 5, "Left at five");
      await lockWaiters(1);
      await tx.update(timeShifts).set({ deletedAt: clock.now() }).where(eq(timeShifts.id, shift.id));
    });
    const refused = await edit!;
    expect(refused.response.statusCode).toBe(404);
    expect(refused.envelope.code).toBe(timeClockRefusals.shiftNotFound.code);
    expect(await app.db.$count(timeShiftAudit, eq(timeShiftAudit.shiftId, shift.id))).toBe(0);
    const [row] = await app.db.select().from(timeShifts).where(eq(timeShifts.id, shift.id));
    expect(row!.editedAt).toBeNull();
  });
});
