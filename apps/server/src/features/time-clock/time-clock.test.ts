import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { ActivityAction, permissionFromPaths, UserStatus, type ClockBoard, type RealtimeHint, type ShiftDetail, type ShiftPage } from "@washdesk/domain";
import { activityLogs, groups, timePunches } from "../../platform/db/schema";
import { call, createTestApp, manualClock, type TestApp } from "../../../test/test-app";
import { addClockStaff, callAs, punchAs, punchOk, setStaffStatus, type Signed } from "./time-clock-fixtures";
import { flagForgottenShifts } from "./open-shift-flagger";

const HOUR = 3_600_000;
// Wednesday 2026-06-10, noon in New York (the shop's zone); the workweek started Sunday 06-07.
const clock = manualClock(new Date("2026-06-10T16:00:00Z"));
let app: TestApp;
type Staff = Awaited<ReturnType<typeof addClockStaff>>;
let owner: Staff;
let manager: Staff;
let cashier: Staff;
let lead: Staff;

beforeAll(async () => {
  // Long sessions: the test moves the clock by hours and weeks between punches.
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 400 * 24 * HOUR, sessionMaxMs: 400 * 24 * HOUR } });
  // A shift lead clocks others in without their PIN; a manager (default group) needs it.
  await app.db.insert(groups).values({ name: "Shift lead", permission: permissionFromPaths(["timeClock.others"]) });
  owner = await addClockStaff(app, "Owner", "Olive", "1111");
  manager = await addClockStaff(app, "Manager", "Mona", "2222");
  cashier = await addClockStaff(app, "Cashier", "Cass", "3333");
  lead = await addClockStaff(app, "Shift lead", "Lee", "4444");
});
afterAll(async () => {
  await app.close();
});

const board = async (who: Signed) => (await callAs(app, who, "GET", "/api/time-clock")).envelope.body as ClockBoard;
const shiftOf = async (who: Signed, id: string) => (await callAs(app, who, "GET", `/api/time-clock/shifts/${id}`)).envelope.body as ShiftDetail;

describe("punching oneself with one's PIN", () => {
  it("clocks in at the server's time, refuses a second clock-in, takes a meal, clocks out, and logs ClockIn and ClockOut", async () => {
    const started = clock.now().toISOString();
    const person = await punchOk(app, cashier, cashier.id, "clockIn", { pin: "3333" });
    expect(person).toMatchObject({ state: "working", clockedInAt: started });

    const again = await punchAs(app, cashier, cashier.id, "clockIn", { pin: "3333" });
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope).toMatchObject({ message: "Already on the clock.", code: "timeClock.alreadyOnTheClock" });
    const notOnBreak = await punchAs(app, cashier, cashier.id, "endBreak", { pin: "3333" });
    expect(notOnBreak.envelope).toMatchObject({ message: "Not on a break.", code: "timeClock.notOnBreak" });

    clock.advance(4 * HOUR);
    expect(await punchOk(app, cashier, cashier.id, "startBreak", { pin: "3333", breakKind: "meal" })).toMatchObject({ state: "onBreak", breakKind: "meal" });
    const onBoard = (await board(cashier)).people.find((p) => p.userId === cashier.id);
    expect(onBoard?.state).toBe("onBreak");
    clock.advance(HOUR / 2);
    await punchOk(app, cashier, cashier.id, "endBreak", { pin: "3333" });
    clock.advance(3.5 * HOUR);
    expect(await punchOk(app, cashier, cashier.id, "clockOut", { pin: "3333" })).toMatchObject({ state: "off", shiftId: null });

    const logged = await app.db.select({ action: activityLogs.action }).from(activityLogs).where(eq(activityLogs.entity, "timeClock"));
    expect(logged.map((l) => l.action)).toEqual([ActivityAction.ClockIn, ActivityAction.ClockOut]);

    const page = (await callAs(app, cashier, "GET", "/api/time-clock/shifts", {})).envelope.body as ShiftPage;
    expect(page.items).toHaveLength(1);
    // 8 h on the clock, a 30-minute meal unpaid.
    expect(page.items[0]).toMatchObject({ businessDate: "2026-06-10", paidMinutes: 450, unpaidMinutes: 30, regularMinutes: 450, overtimeMinutes: 0 });
    const detail = await shiftOf(cashier, page.items[0]!.id);
    expect(detail.punches.map((p) => p.action)).toEqual(["clockIn", "startBreak", "endBreak", "clockOut"]);
  });

  it("asks for the PIN, and refuses a wrong one", async () => {
    const none = await punchAs(app, lead, lead.id, "clockIn");
    expect(none.response.statusCode).toBe(400);
    expect(none.envelope.code).toBe("timeClock.pinRequired");
    const wrong = await punchAs(app, lead, lead.id, "clockIn", { pin: "9999" });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.envelope).toMatchObject({ message: "That PIN is not right.", code: "timeClock.pinWrong" });
  });
});

describe("punching someone else", () => {
  it("needs timeClock.others", async () => {
    const refused = await punchAs(app, cashier, manager.id, "clockIn", { pin: "2222" });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.envelope.code).toBe("timeClock.othersDenied");
  });

  it("takes no PIN from a group without timeClock.requiredPinToOthers, and the person's PIN from one with it", async () => {
    await punchOk(app, lead, cashier.id, "clockIn");
    const noPin = await punchAs(app, manager, cashier.id, "clockOut");
    expect(noPin.response.statusCode).toBe(400);
    expect(noPin.envelope.code).toBe("timeClock.pinRequired");
    const ownPinNotTheirs = await punchAs(app, manager, cashier.id, "clockOut", { pin: "2222" });
    expect(ownPinNotTheirs.envelope.code).toBe("timeClock.pinWrong");
    clock.advance(HOUR);
    await punchOk(app, manager, cashier.id, "clockOut", { pin: "3333" });
  });

  it("locks an address out of a person's punches after too many wrong PINs, as sign-in does", async () => {
    const target = await addClockStaff(app, "Cashier", "Pat", "5555");
    for (let i = 0; i < 9; i++) expect((await punchAs(app, manager, target.id, "clockIn", { pin: "0000", ip: "10.9.9.9" })).response.statusCode).toBe(400);
    const tenth = await punchAs(app, manager, target.id, "clockIn", { pin: "0000", ip: "10.9.9.9" });
    expect(tenth.response.statusCode).toBe(429);
    expect(tenth.envelope.code).toBe("timeClock.pinLocked");
    const rightButLocked = await punchAs(app, manager, target.id, "clockIn", { pin: "5555", ip: "10.9.9.9" });
    expect(rightButLocked.response.statusCode).toBe(429);
    // Another device is not held by that lock.
    expect((await punchAs(app, manager, target.id, "clockIn", { pin: "5555", ip: "10.7.7.7" })).response.statusCode).toBe(200);
    await punchOk(app, lead, target.id, "clockOut");
  });
});

describe("who may clock in", () => {
  it("refuses inactive, suspended, terminated and invited staff, and lets staff who never sign in punch", async () => {
    const crew = await addClockStaff(app, "Cashier", "Quinn", "6666");
    for (const status of [UserStatus.INACTIVE, UserStatus.SUSPENDED, UserStatus.TERMINATED, UserStatus.INVITED]) {
      await setStaffStatus(app, crew.id, status);
      const refused = await punchAs(app, lead, crew.id, "clockIn");
      expect(refused.response.statusCode).toBe(409);
      expect(refused.envelope.code).toBe("timeClock.mayNotClockIn");
    }
    await setStaffStatus(app, crew.id, UserStatus.NOT_USER);
    expect((await board(lead)).people.some((p) => p.userId === crew.id)).toBe(true);
    await punchOk(app, lead, crew.id, "clockIn");
    await punchOk(app, lead, crew.id, "clockOut");
  });
});

describe("forgotten clock-outs", () => {
  it("flags a shift open past the limit for a manager and never closes it", async () => {
    await punchOk(app, lead, lead.id, "clockIn", { pin: "4444" });
    clock.advance(13 * HOUR);
    expect(await flagForgottenShifts({ ...app.deps, clock: clock.now })).toBe(0);
    clock.advance(2 * HOUR);
    expect(await flagForgottenShifts({ ...app.deps, clock: clock.now })).toBe(1);
    const person = (await board(manager)).people.find((p) => p.userId === lead.id);
    expect(person).toMatchObject({ state: "working", flagged: true });
    const flagged = (await callAs(app, manager, "GET", "/api/time-clock/shifts?flagged=true", {})).envelope.body as ShiftPage;
    expect(flagged.items.map((s) => s.userId)).toEqual([lead.id]);
    expect(flagged.items[0]).toMatchObject({ clockedOutAt: null, paidMinutes: 0 });

    // The manager closes it by editing, with a reason; the audit keeps before and after.
    const shiftId = flagged.items[0]!.id;
    const clockedInAt = flagged.items[0]!.clockedInAt;
    const out = new Date(new Date(clockedInAt).getTime() + 8 * HOUR).toISOString();
    const edit = await callAs(app, manager, "PATCH", `/api/time-clock/shifts/${shiftId}`, {
      body: { clockedInAt, clockedOutAt: out, breaks: [], reason: "Forgot to clock out; left at close" },
    });
    expect(edit.response.statusCode).toBe(200);
    const detail = edit.envelope.body as ShiftDetail;
    expect(detail).toMatchObject({ clockedOutAt: out, paidMinutes: 480, edited: true, flagged: true });
    expect(detail.audit).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({
      by: "Mona Clock",
      reason: "Forgot to clock out; left at close",
      before: { clockedInAt, clockedOutAt: null },
      after: { clockedInAt, clockedOutAt: out },
    });
    // The raw punch is kept as it was made: only the clock-in.
    const punches = await app.db.select().from(timePunches).where(eq(timePunches.shiftId, shiftId));
    expect(punches.map((p) => p.action)).toEqual(["clockIn"]);
  });
});

describe("editing and removing shifts", () => {
  let shiftId: string;
  let clockedInAt: string;
  beforeAll(async () => {
    const worker = await addClockStaff(app, "Cashier", "Ray", "7777");
    await punchOk(app, worker, worker.id, "clockIn", { pin: "7777" });
    clock.advance(6 * HOUR);
    await punchOk(app, worker, worker.id, "clockOut", { pin: "7777" });
    const page = (await callAs(app, worker, "GET", "/api/time-clock/shifts", {})).envelope.body as ShiftPage;
    shiftId = page.items[0]!.id;
    clockedInAt = page.items[0]!.clockedInAt;
  });

  const edit = (who: Signed, body: Record<string, unknown>) =>
    callAs(app, who, "PATCH", `/api/time-clock/shifts/${shiftId}`, {
      body: { clockedInAt, clockedOutAt: new Date(new Date(clockedInAt).getTime() + 5 * HOUR).toISOString(), breaks: [], reason: "Left early", ...body },
    });

  it("needs timeClock.completed.edit, a reason, and times that make sense", async () => {
    expect((await edit(cashier, {})).response.statusCode).toBe(403);
    const noReason = await edit(manager, { reason: " " });
    expect(noReason.response.statusCode).toBe(400);
    const backwards = await edit(manager, { clockedOutAt: clockedInAt });
    expect(backwards.envelope.code).toBe("timeClock.outBeforeIn");
    const future = await edit(manager, { clockedOutAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    expect(future.envelope.code).toBe("timeClock.inTheFuture");
    const outside = await edit(manager, {
      breaks: [{ kind: "rest", startedAt: new Date(new Date(clockedInAt).getTime() - HOUR).toISOString(), endedAt: clockedInAt }],
    });
    expect(outside.envelope.code).toBe("timeClock.breakOutsideShift");
    const saved = await edit(manager, {});
    expect(saved.response.statusCode).toBe(200);
    expect((saved.envelope.body as ShiftDetail).paidMinutes).toBe(300);
  });

  it("lets the employee see and confirm their own shift, and nobody else's", async () => {
    expect((await callAs(app, cashier, "GET", `/api/time-clock/shifts/${shiftId}`, {})).response.statusCode).toBe(404);
    const notTheirs = await callAs(app, manager, "POST", `/api/time-clock/shifts/${shiftId}/confirm`, {});
    expect(notTheirs.envelope.code).toBe("timeClock.notYourShift");
  });

  it("refuses shifts older than the edit window to a manager, not to the owner", async () => {
    clock.advance(15 * 24 * HOUR);
    const old = await edit(manager, {});
    expect(old.response.statusCode).toBe(409);
    expect(old.envelope).toMatchObject({ code: "timeClock.tooOldToEdit", message: "Shifts older than 14 days can no longer be changed." });
    // A longer window set in System Settings › Utility lets it through.
    const wider = await callAs(app, owner, "PATCH", "/api/settings/utility", {
      body: { timeClock: { editWindowDays: 30, openShiftLimitHours: 14, roundingMinutes: 0 } },
    });
    expect(wider.response.statusCode).toBe(200);
    expect((await edit(manager, { reason: "Second look" })).response.statusCode).toBe(200);
    await callAs(app, owner, "PATCH", "/api/settings/utility", { body: { timeClock: { editWindowDays: 14, openShiftLimitHours: 14, roundingMinutes: 0 } } });
    expect((await edit(owner, { reason: "Payroll fix" })).response.statusCode).toBe(200);
    const audit = (await shiftOf(owner, shiftId)).audit;
    expect(audit.map((a) => a.reason)).toEqual(["Payroll fix", "Second look", "Left early"]);
  });

  it("removes a shift only with timeClock.completed.delete and a reason, keeping its audit", async () => {
    expect((await callAs(app, cashier, "DELETE", `/api/time-clock/shifts/${shiftId}`, { body: { reason: "x" } })).response.statusCode).toBe(403);
    expect((await callAs(app, owner, "DELETE", `/api/time-clock/shifts/${shiftId}`, { body: { reason: "" } })).response.statusCode).toBe(400);
    expect((await callAs(app, owner, "DELETE", `/api/time-clock/shifts/${shiftId}`, { body: { reason: "Duplicate" } })).response.statusCode).toBe(200);
    expect((await callAs(app, owner, "GET", `/api/time-clock/shifts/${shiftId}`, {})).response.statusCode).toBe(404);
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "timeShift"), eq(activityLogs.action, ActivityAction.Delete)));
    expect(logged).toHaveLength(1);
  });
});

describe("the list", () => {
  it("shows a cashier only their own shifts, a manager everyone's, with totals per employee", async () => {
    const own = (await callAs(app, cashier, "GET", "/api/time-clock/shifts?from=2026-06-01&to=2026-07-31", {})).envelope.body as ShiftPage;
    expect(new Set(own.items.map((s) => s.userId))).toEqual(new Set([cashier.id]));
    const all = (await callAs(app, manager, "GET", "/api/time-clock/shifts?from=2026-06-01&to=2026-07-31", {})).envelope.body as ShiftPage;
    expect(new Set(all.items.map((s) => s.userId)).size).toBeGreaterThan(1);
    const cass = all.totals.find((t) => t.userId === cashier.id);
    expect(cass).toMatchObject({ shifts: 2, paidMinutes: 450 + 60 });
    const filtered = (await callAs(app, manager, "GET", `/api/time-clock/shifts?from=2026-06-01&to=2026-07-31&userId=${cashier.id}`, {})).envelope
      .body as ShiftPage;
    expect(filtered.total).toBe(2);
  });
});

describe("realtime", () => {
  it("tells every open screen of a punch: a timeClock hint naming the shift and the move, on clock-in and clock-out", async () => {
    const base = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const socket: Socket = io(base, { path: "/io", auth: { token: manager.token }, reconnection: false, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    const hints: RealtimeHint[] = [];
    socket.on("hint", (hint: RealtimeHint) => hints.push(hint));
    // Other hints may arrive too: wait for this many of the time clock's.
    const heard = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => hints.filter((h) => h.entity === "timeClock").length >= count && resolve();
        socket.on("hint", check);
        check();
      });
    const washer = await addClockStaff(app, "Cashier", "Vic", "9191");
    const inAt = await punchOk(app, washer, washer.id, "clockIn", { pin: "9191" });
    await heard(1);
    clock.advance(HOUR);
    await punchOk(app, washer, washer.id, "clockOut", { pin: "9191" });
    await heard(2);
    socket.close();
    expect(hints.filter((h) => h.entity === "timeClock")).toEqual([
      { entity: "timeClock", id: inAt.shiftId, action: "clockIn" },
      { entity: "timeClock", id: inAt.shiftId, action: "clockOut" },
    ]);
  });
});

describe("access", () => {
  it("answers 401 to every route without a session", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/time-clock"],
      ["POST", "/api/time-clock/punches"],
      ["GET", "/api/time-clock/shifts"],
      ["GET", `/api/time-clock/shifts/${id}`],
      ["PATCH", `/api/time-clock/shifts/${id}`],
      ["DELETE", `/api/time-clock/shifts/${id}`],
      ["POST", `/api/time-clock/shifts/${id}/confirm`],
    ] as const) {
      expect((await call(app, method, url, { body: {} })).response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
