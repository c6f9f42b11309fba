import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ExpenseCategory, expenseRefusals, type ExpenseSchedule, Frequency } from "@washdesk/domain";
import { expenses, expenseSchedules, users } from "../../platform/db/schema";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { onPostgres } from "../../../test/test-database";
import { addCategory, expenseDraft, postExpense } from "./expense-fixtures";
import { startExpenseScheduler, type ExpenseScheduler } from "./expense-scheduler";
import { createDueOccurrences } from "./schedule-occurrences";

// Occurrence 0 is the start date itself. "Today" below is 2026-06-01 in the shop (New York), so a
// monthly schedule started on 2026-03-15, about three months ago, has exactly three due: Mar 15,
// Apr 15 and May 15; the fourth (Jun 15) comes when the clock reaches it.
const clock = manualClock(new Date("2026-06-01T16:00:00Z"));
/** Noon in New York on a day of the shop's calendar. */
const setToday = (date: string) => clock.advance(new Date(`${date}T16:00:00Z`).getTime() - clock.now().getTime());

let app: TestApp;
let owner: string;
let ownerId: string;
let rent: ExpenseCategory;
const schedulers: ExpenseScheduler[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  ownerId = (await app.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
  rent = await addCategory(app, owner, "Rent");
});
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  setToday("2026-06-01");
});
afterAll(() => app.close());

/** A scheduler as main.ts starts one, with no timer run during the test. */
function scheduler(batchSize?: number): ExpenseScheduler {
  const s = startExpenseScheduler({ db: app.db, clock: clock.now, log: app.deps.log }, { intervalMs: 3_600_000, firstRunMs: 3_600_000, batchSize });
  schedulers.push(s);
  return s;
}

const datesOf = async (scheduleId: string) =>
  (await app.db.select({ date: expenses.date }).from(expenses).where(eq(expenses.scheduleId, scheduleId)).orderBy(asc(expenses.date))).map((r) => r.date);

/** A schedule written straight to the table, as if the server had been down since it was made. */
async function scheduleLeftAlone(startDate: string, frequency: Frequency, reference = "Rent") {
  const [row] = await app.db
    .insert(expenseSchedules)
    .values({ frequency, startDate, nextIndex: 0, nextDate: startDate, reference, categoryId: rent.id, amount: 150_000, paidBy: 1, createdBy: ownerId })
    .returning();
  return row!;
}

describe("a monthly expense scheduled from three months ago", () => {
  let schedule: ExpenseSchedule;

  it("creates the three occurrences due (start included) when it is saved, and answers the first", async () => {
    const created = await postExpense(
      app,
      owner,
      expenseDraft(rent, { date: "2026-03-15", isScheduled: true, scheduledFrequency: Frequency.Monthly, reference: "Shop rent", amount: 150_000 }),
    );
    schedule = created.schedule!;
    expect(created.expense).toMatchObject({
      date: "2026-03-15",
      reference: "Shop rent",
      amount: 150_000,
      schedule: { id: schedule.id, frequency: Frequency.Monthly },
    });
    expect(schedule).toMatchObject({ frequency: Frequency.Monthly, startDate: "2026-03-15", nextDate: "2026-06-15", paused: false, endedAt: null });
    expect(await datesOf(schedule.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15"]);
  });

  it("makes nothing more until the next date, then exactly the fourth", async () => {
    expect(await scheduler().runOnce()).toBe(0);
    setToday("2026-06-14");
    expect(await scheduler().runOnce()).toBe(0);
    setToday("2026-06-15");
    expect(await scheduler().runOnce()).toBe(1);
    expect(await scheduler().runOnce()).toBe(0);
    expect(await datesOf(schedule.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15", "2026-06-15"]);
  });

  it("pauses: nothing is made; resumes from today on, skipping what fell due while paused; ends for good", async () => {
    // Signed in again at each moment: days pass between the calls, and sessions expire when idle.
    const change = async (action: string) =>
      call(app, "PATCH", `/api/expenses/schedules/${schedule.id}`, { token: await signIn(app, "owner@shop.test"), body: { action } });
    setToday("2026-06-15");
    expect((await change("pause")).envelope).toMatchObject({ message: "Schedule paused.", body: { paused: true } });
    setToday("2026-08-16"); // Jul 15 and Aug 15 fell due while paused.
    expect(await scheduler().runOnce()).toBe(0);
    expect((await change("resume")).envelope).toMatchObject({ message: "Schedule resumed.", body: { paused: false, nextDate: "2026-09-15" } });
    expect(await datesOf(schedule.id)).toHaveLength(4);
    setToday("2026-09-15");
    expect(await scheduler().runOnce()).toBe(1);
    expect((await change("end")).envelope).toMatchObject({ message: "Schedule ended.", body: { nextDate: null } });
    setToday("2026-11-20");
    expect(await scheduler().runOnce()).toBe(0);
    expect(await datesOf(schedule.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15", "2026-06-15", "2026-09-15"]);
    const refused = await change("resume");
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.message).toBe("This schedule has ended; it can't be paused or resumed.");
    expect(refused.envelope.code).toBe(expenseRefusals.scheduleEnded.code);
  });
});

describe("after downtime, and with two workers at once", () => {
  it("catches up a monthly schedule on the 31st, clamped to short months", async () => {
    const s = await scheduleLeftAlone("2026-01-31", Frequency.Monthly);
    expect(await scheduler().runOnce()).toBe(5);
    expect(await datesOf(s.id)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("makes each due occurrence exactly once when two schedulers run at the same moment", async () => {
    const monthly = await scheduleLeftAlone("2026-03-15", Frequency.Monthly);
    const others = await Promise.all(
      [Frequency.Daily, Frequency.Weekly, Frequency.BiWeekly, Frequency.Yearly].map((f, i) => scheduleLeftAlone(i === 3 ? "2024-02-29" : "2026-05-01", f)),
    );
    // Small batches so the two workers interleave over several transactions.
    const made = await Promise.all([scheduler(1).runOnce(), scheduler(1).runOnce()]);
    expect(await datesOf(monthly.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15"]);
    const [daily, weekly, biWeekly, yearly] = await Promise.all(others.map((o) => datesOf(o.id)));
    expect(daily).toHaveLength(32); // May 1 … June 1
    expect(weekly).toEqual(["2026-05-01", "2026-05-08", "2026-05-15", "2026-05-22", "2026-05-29"]);
    expect(biWeekly).toEqual(["2026-05-01", "2026-05-15", "2026-05-29"]);
    // More than a year back is skipped: of 2024-02-29, 2025-02-28 and 2026-02-28 only the last is made.
    expect(yearly).toEqual(["2026-02-28"]);
    expect(made[0] + made[1]).toBe(3 + 32 + 5 + 3 + 1);
  });

  it("holds even without the row lock: two transactions making the same occurrences leave one of each", async () => {
    const s = await scheduleLeftAlone("2026-03-15", Frequency.Monthly, "Lockless");
    const today = "2026-06-01";
    const made = await Promise.all([1, 2].map(() => app.db.transaction((tx) => createDueOccurrences(tx, s, today, clock.now()))));
    expect(await datesOf(s.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15"]);
    expect(made[0]!.length + made[1]!.length).toBe(3);
  });

  it.runIf(onPostgres)("on PostgreSQL: four workers over twenty schedules, every occurrence once", async () => {
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => scheduleLeftAlone("2026-03-15", Frequency.Monthly, `Many ${i}`)));
    await Promise.all([scheduler(2).runOnce(), scheduler(3).runOnce(), scheduler(1).runOnce(), scheduler(5).runOnce()]);
    for (const s of many) expect(await datesOf(s.id)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15"]);
    const rows = await app.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.reference, "Many 0")));
    expect(rows).toHaveLength(3);
  });

  it("makes at most the last year of a schedule left alone for years, on the right dates", async () => {
    // Before, a run made 500 of them, and the next run 500 more, back to the start.
    const ancient = await scheduleLeftAlone("2000-01-01", Frequency.Daily, "Ancient");
    const made = await scheduler().runOnce();
    const dates = await datesOf(ancient.id);
    expect(made).toBe(366);
    expect(dates).toHaveLength(366);
    expect(dates[0]).toBe("2025-06-01");
    expect(dates.at(-1)).toBe("2026-06-01");
    // Moved on past today: the next run makes nothing more.
    expect(await scheduler().runOnce()).toBe(0);
    const [row] = await app.db.select().from(expenseSchedules).where(eq(expenseSchedules.id, ancient.id));
    expect(row!.nextDate).toBe("2026-06-02");
  });

  it("does not make a deleted occurrence again", async () => {
    const s = await scheduleLeftAlone("2026-05-20", Frequency.Weekly, "Cleaning");
    await scheduler().runOnce();
    const [first] = await app.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.scheduleId, s.id), eq(expenses.date, "2026-05-20")));
    expect((await call(app, "DELETE", `/api/expenses/${first!.id}`, { token: await signIn(app, "owner@shop.test") })).response.statusCode).toBe(200);
    await app.db.update(expenseSchedules).set({ nextIndex: 0, nextDate: "2026-05-20" }).where(eq(expenseSchedules.id, s.id));
    expect(await scheduler().runOnce()).toBe(0);
    expect(await datesOf(s.id)).toEqual(["2026-05-20", "2026-05-27"]);
  });
});
