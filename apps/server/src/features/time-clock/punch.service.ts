import {
  ActivityAction,
  can,
  clockMove,
  clockStatusWords,
  canClockIn,
  PASSWORD_LOCK_MINUTES,
  timeClockRefusals,
  type ClockBoard,
  type ClockPerson,
  type ClockState,
  type Punch,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { verifySecret } from "../../platform/auth/passwords";
import { clearWrongPasswords, lockedUntil, passwordAttempt, recordWrongPassword } from "../../platform/auth/password-attempts";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { isUniqueViolation } from "../../platform/db/db-errors";
import { businessDateAt } from "../../platform/shop-clock";
import { shopTimeZone } from "../settings";
import { clockPersonOf } from "./time-clock-dto";
import * as repo from "./time-clock.repository";

/** The kiosk's board: everyone who may punch, those on the clock first. */
export async function clockBoard(deps: AppDeps): Promise<ClockBoard> {
  const people = (await repo.boardRows(deps.db)).map(clockPersonOf);
  const order = (p: ClockPerson) => (p.state === "off" ? 1 : 0);
  people.sort((a, b) => order(a) - order(b));
  return { people, serverTime: deps.clock().toISOString() };
}

/** Those on the clock now (the dashboard, the counter's staff picker). */
export async function onTheClockNow(deps: Pick<AppDeps, "db">): Promise<ClockPerson[]> {
  return (await repo.boardRows(deps.db)).map(clockPersonOf).filter((p) => p.state !== "off");
}

/**
 * Checks the PIN of the person punched, limited like a password (platform/auth/password-attempts):
 * wrong PINs from one address lock that address out of that person's punches for a while.
 */
async function checkPin(deps: AppDeps, staff: repo.StaffForClock, pin: string | undefined, ip: string, now: Date): Promise<void> {
  if (!pin) throw refusalError(timeClockRefusals.pinRequired);
  if (!staff.pinHash) throw refusalError(timeClockRefusals.noPinSet);
  const attempt = passwordAttempt(staff.id, ip);
  if (await lockedUntil(deps.db, attempt, now)) throw refusalError(timeClockRefusals.pinLocked(PASSWORD_LOCK_MINUTES));
  if (await verifySecret(staff.pinHash, pin)) {
    await clearWrongPasswords(deps.db, attempt);
    return;
  }
  const locked = await recordWrongPassword(deps.db, attempt, now);
  throw refusalError(locked ? timeClockRefusals.pinLocked(PASSWORD_LOCK_MINUTES) : timeClockRefusals.pinWrong);
}

/**
 * One punch at the server's time (docs/product.md §2 /timeClock). A person punches for themselves
 * with their PIN; for someone else the group needs timeClock.others, and when it also has
 * timeClock.requiredPinToOthers the person's PIN. The state machine refuses a move that makes no
 * sense, and the database holds one open shift per person, so a double tap never clocks in twice.
 */
export async function punch(deps: AppDeps, auth: AuthContext, input: Punch, ip: string): Promise<ClockPerson> {
  const now = deps.clock();
  const staff = await repo.findStaffForClock(deps.db, input.userId);
  if (!staff) throw refusalError(timeClockRefusals.employeeGone);
  const self = staff.id === auth.user.id;
  if (!self && !can(auth.group, "timeClock.others")) throw refusalError(timeClockRefusals.othersDenied);
  if (!canClockIn(staff.status)) throw refusalError(timeClockRefusals.mayNotClockIn(clockStatusWords(staff.status)));
  if (self || can(auth.group, "timeClock.requiredPinToOthers")) await checkPin(deps, staff, input.pin, ip, now);

  const action = input.action;
  const breakKind = input.breakKind ?? "rest";
  const timeZone = await shopTimeZone(deps.db);
  let shiftId: string;
  try {
    shiftId = await deps.db.transaction(async (tx) => {
      const open = await repo.lockOpenShift(tx, staff.id);
      const state: ClockState = open === null ? "off" : open.openBreak ? "onBreak" : "working";
      const move = clockMove(state, action);
      if (!move.ok) throw refusalError(move.refusal);
      const byUserId = auth.user.id;
      if (action === "clockIn" || open === null) {
        const shift = await repo.insertShift(tx, staff.id, now, businessDateAt(now, timeZone));
        await repo.insertPunch(tx, { shiftId: shift.id, action, breakKind: null, at: now, byUserId });
        await writeActivity(tx, {
          userId: byUserId,
          action: ActivityAction.ClockIn,
          entity: "timeClock",
          entityId: shift.id,
          details: { employee: staff.name },
          ip,
        });
        return shift.id;
      }
      const id = open.shift.id;
      if (action === "startBreak") await repo.startBreak(tx, id, breakKind, now);
      if (open.openBreak && (action === "endBreak" || action === "clockOut")) await repo.endBreak(tx, open.openBreak.id, now);
      if (action === "clockOut") {
        await repo.closeShift(tx, id, now);
        await writeActivity(tx, {
          userId: byUserId,
          action: ActivityAction.ClockOut,
          entity: "timeClock",
          entityId: id,
          details: { employee: staff.name },
          ip,
        });
      }
      await repo.insertPunch(tx, { shiftId: id, action, breakKind: action === "startBreak" ? breakKind : (open.openBreak?.kind ?? null), at: now, byUserId });
      return id;
    });
  } catch (error) {
    // Two clock-ins at once: the second meets the first's open shift.
    if (isUniqueViolation(error, "time_shifts_one_open") || isUniqueViolation(error, "time_breaks_one_open")) {
      throw refusalError(action === "clockIn" ? timeClockRefusals.alreadyOnTheClock : timeClockRefusals.alreadyOnBreak);
    }
    throw error;
  }
  deps.realtime.publish({ entity: "timeClock", id: shiftId, action });
  const person = (await repo.boardRows(deps.db)).find((row) => row.userId === staff.id);
  if (!person) throw refusalError(timeClockRefusals.employeeGone);
  return clockPersonOf(person);
}
