import {
  ActivityAction,
  addDays,
  can,
  MAX_SHIFT_HOURS,
  splitOvertime,
  timeClockRefusals,
  workweekOf,
  type EmployeeTotals,
  type ShiftDelete,
  type ShiftDetail,
  type ShiftEdit,
  type ShiftPage,
  type ShiftTimes,
  type TimeClockSettings,
} from "@washdesk/domain";
import type { shiftListQuerySchema } from "@washdesk/domain";
import type { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { businessDateAt } from "../../platform/shop-clock";
import { readShopSettings, readUtilitySettings } from "../settings";
import { paidHoursOf, shiftRowOf, shiftTimesOf } from "./time-clock-dto";
import * as repo from "./time-clock.repository";

/** Without dates the list shows the last four weeks. */
const DEFAULT_LIST_DAYS = 28;

interface ClockContext {
  timeZone: string;
  weekStart: Parameters<typeof workweekOf>[1];
  today: string;
  settings: TimeClockSettings;
}

async function clockContext(deps: AppDeps, db: Executor): Promise<ClockContext> {
  const { utility } = await readShopSettings(db);
  const settings = (await readUtilitySettings(db)).timeClock;
  return { timeZone: utility.timeZone, weekStart: utility.workweekStart, today: businessDateAt(deps.clock(), utility.timeZone), settings };
}

const seesEveryone = (auth: AuthContext) => can(auth.group, "timeClock.completed.list", "timeClock.completed.edit", "timeClock.completed.delete");

/**
 * A manager changes shifts at most `editWindowDays` back (a utility setting), so hours already
 * paid are not rewritten; the owner's group is not held to it.
 */
const withinEditWindow = (auth: AuthContext, businessDate: string, ctx: ClockContext) =>
  auth.group.isOwner || auth.group.isDev || businessDate >= addDays(ctx.today, -ctx.settings.editWindowDays);

/** Rows of the shifts on these days with their hours, overtime counted over whole workweeks. */
async function computeRows(deps: AppDeps, auth: AuthContext, ctx: ClockContext, from: string, to: string, userId: string | undefined) {
  // Overtime depends on every shift of the workweek, also the days before `from`.
  const shifts = await repo.shiftsBetween(deps.db, workweekOf(from, ctx.weekStart), to, userId);
  const breaks = await repo.breaksOf(
    deps.db,
    shifts.map((s) => s.id),
  );
  const hours = new Map(shifts.map((s) => [s.id, paidHoursOf(s, breaks.get(s.id) ?? [], ctx.settings.roundingMinutes)]));
  const split = splitOvertime(
    shifts.map((s) => ({ id: s.id, userId: s.userId, clockedInAt: s.clockedInAt.getTime(), paidMs: hours.get(s.id)?.paidMs ?? 0 })),
    ctx.timeZone,
    ctx.weekStart,
  );
  return shifts
    .filter((s) => s.businessDate >= from)
    .map((s) =>
      shiftRowOf(s, breaks.get(s.id) ?? [], hours.get(s.id) ?? { paidMs: 0, unpaidMs: 0 }, split.get(s.id), withinEditWindow(auth, s.businessDate, ctx)),
    );
}

/** Completed time clock (docs/product.md §2 /timeClock/list): everyone's with the right, else one's own. */
export async function listShifts(deps: AppDeps, auth: AuthContext, query: z.output<typeof shiftListQuerySchema>): Promise<ShiftPage> {
  const ctx = await clockContext(deps, deps.db);
  const to = query.to ?? ctx.today;
  const from = query.from ?? addDays(to, -(DEFAULT_LIST_DAYS - 1));
  const userId = seesEveryone(auth) ? query.userId : auth.user.id;
  const all = (await computeRows(deps, auth, ctx, from, to, userId)).filter((row) => query.flagged === undefined || row.flagged === query.flagged);

  const totals = new Map<string, EmployeeTotals>();
  for (const row of all) {
    const t = totals.get(row.userId) ?? { userId: row.userId, name: row.employeeName, shifts: 0, paidMinutes: 0, regularMinutes: 0, overtimeMinutes: 0 };
    t.shifts += 1;
    t.paidMinutes += row.paidMinutes;
    t.regularMinutes += row.regularMinutes;
    t.overtimeMinutes += row.overtimeMinutes;
    totals.set(row.userId, t);
  }
  const newestFirst = all.reverse();
  const start = (query.page - 1) * query.pageSize;
  return {
    items: newestFirst.slice(start, start + query.pageSize),
    total: newestFirst.length,
    page: query.page,
    pageSize: query.pageSize,
    from,
    to,
    totals: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The shift if the caller may see it; one out of sight answers as not found. */
async function visibleShift(deps: AppDeps, auth: AuthContext, id: string) {
  const shift = await repo.findShift(deps.db, id);
  if (!shift || (shift.userId !== auth.user.id && !seesEveryone(auth))) throw refusalError(timeClockRefusals.shiftNotFound);
  return shift;
}

export async function getShift(deps: AppDeps, auth: AuthContext, id: string): Promise<ShiftDetail> {
  const shift = await visibleShift(deps, auth, id);
  const ctx = await clockContext(deps, deps.db);
  const row = (await computeRows(deps, auth, ctx, shift.businessDate, shift.businessDate, shift.userId)).find((r) => r.id === id);
  const breaks = (await repo.breaksOf(deps.db, [id])).get(id) ?? [];
  const fallback = shiftRowOf(
    shift,
    breaks,
    paidHoursOf(shift, breaks, ctx.settings.roundingMinutes),
    undefined,
    withinEditWindow(auth, shift.businessDate, ctx),
  );
  const punches = await repo.punchesOf(deps.db, id);
  const audit = await repo.auditOf(deps.db, id);
  return {
    ...(row ?? fallback),
    punches: punches.map((p) => ({ action: p.action, breakKind: p.breakKind, at: p.at.toISOString(), by: p.by })),
    audit: audit.map((a) => ({ at: a.at.toISOString(), by: a.by, reason: a.reason, before: a.before, after: a.after })),
  };
}

/** The new times of a shift, or the first rule they break. */
function checkedTimes(input: ShiftEdit, now: Date) {
  const clockedInAt = new Date(input.clockedInAt);
  const clockedOutAt = new Date(input.clockedOutAt);
  if (clockedOutAt <= clockedInAt) throw refusalError(timeClockRefusals.outBeforeIn);
  if (clockedOutAt > now) throw refusalError(timeClockRefusals.inTheFuture);
  if (clockedOutAt.getTime() - clockedInAt.getTime() > MAX_SHIFT_HOURS * 3_600_000) throw refusalError(timeClockRefusals.shiftTooLong);
  const breaks = input.breaks
    .map((b) => ({ kind: b.kind, startedAt: new Date(b.startedAt), endedAt: new Date(b.endedAt) }))
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  let previousEnd = clockedInAt;
  for (const b of breaks) {
    if (b.startedAt < clockedInAt || b.endedAt > clockedOutAt || b.endedAt < b.startedAt) throw refusalError(timeClockRefusals.breakOutsideShift);
    if (b.startedAt < previousEnd) throw refusalError(timeClockRefusals.breaksOverlap);
    previousEnd = b.endedAt;
  }
  return { clockedInAt, clockedOutAt, breaks };
}

const timesAfter = (t: ReturnType<typeof checkedTimes>): ShiftTimes => ({
  clockedInAt: t.clockedInAt.toISOString(),
  clockedOutAt: t.clockedOutAt.toISOString(),
  breaks: t.breaks.map((b) => ({ kind: b.kind, startedAt: b.startedAt.toISOString(), endedAt: b.endedAt.toISOString() })),
});

/**
 * A manager's change of a shift's times, with a reason. The punches stay as they were made, and the
 * audit trail keeps who, when, why, and the times before and after. Closing a forgotten, flagged
 * shift is such an edit. The shift is locked while it is read and written, so two managers at once
 * take turns: the second's "before" is the first's "after", and neither change goes unrecorded.
 */
export async function updateShift(deps: AppDeps, auth: AuthContext, id: string, input: ShiftEdit, ip: string): Promise<ShiftDetail> {
  const now = deps.clock();
  await visibleShift(deps, auth, id);
  const ctx = await clockContext(deps, deps.db);
  const times = checkedTimes(input, now);
  const businessDate = businessDateAt(times.clockedInAt, ctx.timeZone);
  const after = timesAfter(times);
  await deps.db.transaction(async (tx) => {
    const shift = await repo.lockShift(tx, id);
    if (!shift) throw refusalError(timeClockRefusals.shiftNotFound);
    for (const day of [shift.businessDate, businessDate]) {
      if (!withinEditWindow(auth, day, ctx)) throw refusalError(timeClockRefusals.tooOldToEdit(ctx.settings.editWindowDays));
    }
    if (await repo.overlappingShift(tx, shift, times.clockedInAt, times.clockedOutAt, now)) throw refusalError(timeClockRefusals.overlapsAnotherShift);
    const before = shiftTimesOf(shift, (await repo.breaksOf(tx, [id])).get(id) ?? []);
    // Read once the lock is ours, so the trail's times follow its order.
    const at = deps.clock();
    await repo.replaceShiftTimes(tx, id, { clockedInAt: times.clockedInAt, clockedOutAt: times.clockedOutAt, businessDate, editedAt: at }, times.breaks);
    await repo.insertAudit(tx, { shiftId: id, byUserId: auth.user.id, at, reason: input.reason.trim(), before, after });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: "timeShift",
      entityId: id,
      details: { reason: input.reason.trim(), before, after },
      ip,
    });
  });
  deps.realtime.publish({ entity: "timeClock", id, action: "Edit" });
  return getShift(deps, auth, id);
}

/** Removes a shift with a reason: it stays in the database, marked deleted, its audit kept. Locked like an edit. */
export async function deleteShift(deps: AppDeps, auth: AuthContext, id: string, input: ShiftDelete, ip: string): Promise<void> {
  await visibleShift(deps, auth, id);
  const ctx = await clockContext(deps, deps.db);
  await deps.db.transaction(async (tx) => {
    const shift = await repo.lockShift(tx, id);
    if (!shift) throw refusalError(timeClockRefusals.shiftNotFound);
    if (!withinEditWindow(auth, shift.businessDate, ctx)) throw refusalError(timeClockRefusals.tooOldToEdit(ctx.settings.editWindowDays));
    const before = shiftTimesOf(shift, (await repo.breaksOf(tx, [id])).get(id) ?? []);
    const at = deps.clock();
    await repo.markShiftDeleted(tx, id, at);
    await repo.insertAudit(tx, { shiftId: id, byUserId: auth.user.id, at, reason: input.reason.trim(), before, after: null });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: "timeShift",
      entityId: id,
      details: { reason: input.reason.trim(), before },
      ip,
    });
  });
  deps.realtime.publish({ entity: "timeClock", id, action: "Delete" });
}

/** The employee confirms their own closed shift (once; a second confirmation changes nothing). */
export async function confirmShift(deps: AppDeps, auth: AuthContext, id: string): Promise<ShiftDetail> {
  const shift = await visibleShift(deps, auth, id);
  if (shift.userId !== auth.user.id) throw refusalError(timeClockRefusals.notYourShift);
  if (!shift.clockedOutAt) throw refusalError(timeClockRefusals.shiftOpen);
  await repo.markShiftConfirmed(deps.db, id, deps.clock());
  deps.realtime.publish({ entity: "timeClock", id, action: "Confirm" });
  return getShift(deps, auth, id);
}
