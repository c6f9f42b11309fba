import { addDays } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { timeBreaks, timePunches, timeShifts } from "../platform/db/schema";
import { businessDateAt, wallTimeToInstant } from "../platform/shop-clock";
import { crewRota, findDemoCrewIds } from "./demo-crew-rota";

interface DemoShift {
  userId: string;
  date: string;
  from: string;
  to: string | null;
  /** The end is on the next calendar day (an overnight shift). */
  overnight?: boolean;
  meal?: [string, string];
  rest?: [string, string];
  flagged?: boolean;
}

/**
 * Four weeks of shifts for the demo staff (docs/product.md §2 /timeClock/list): the cashier on
 * weekdays with a 30-minute meal, the owner on Saturdays and Mondays with a paid rest, one overnight
 * shift across midnight, and a forgotten clock-out two days ago, flagged for a manager to close.
 * The crew's rota (demo-crew-rota.ts) for the same weeks, so the pay runs have wages, overtime and
 * tips to share. Nobody else is left on the clock. Each shift's punches are recorded as they would
 * have been made.
 */
export async function seedDemoShifts(db: Executor, ownerId: string, cashierId: string, now: Date, timeZone = "America/New_York"): Promise<void> {
  const today = businessDateAt(now, timeZone);
  const shifts: DemoShift[] = [];
  for (let back = 28; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && back !== 8) shifts.push({ userId: cashierId, date, from: "08:00", to: "16:30", meal: ["12:00", "12:30"] });
    if ((weekday === 6 || weekday === 1) && back !== 2) shifts.push({ userId: ownerId, date, from: "07:00", to: "15:00", rest: ["10:00", "10:15"] });
  }
  // An overnight shift: a late detail job from 22:00 to 06:00, counted on the day it started.
  shifts.push({ userId: cashierId, date: addDays(today, -8), from: "22:00", to: "06:00", overnight: true, meal: ["02:00", "02:20"] });
  // A forgotten clock-out: still open, flagged by the periodic check.
  shifts.push({ userId: ownerId, date: addDays(today, -2), from: "07:30", to: null, flagged: true });
  const crew = await findDemoCrewIds(db);
  if (crew) shifts.push(...crewRota(today, crew));

  for (const s of shifts) {
    const at = (time: string, nextDay = false) => wallTimeToInstant(`${nextDay ? addDays(s.date, 1) : s.date} ${time}:00`, timeZone);
    const clockedInAt = at(s.from);
    const clockedOutAt = s.to ? at(s.to, s.overnight) : null;
    const [row] = await db
      .insert(timeShifts)
      .values({
        userId: s.userId,
        clockedInAt,
        clockedOutAt,
        businessDate: s.date,
        flaggedAt: s.flagged ? new Date(clockedInAt.getTime() + 14 * 3_600_000) : null,
      })
      .returning({ id: timeShifts.id });
    const shiftId = row!.id;
    const punches: (typeof timePunches.$inferInsert)[] = [{ shiftId, action: "clockIn", at: clockedInAt, byUserId: s.userId }];
    for (const [kind, range] of [
      ["meal", s.meal],
      ["rest", s.rest],
    ] as const) {
      if (!range) continue;
      const startedAt = at(range[0], s.overnight && range[0] < s.from);
      const endedAt = at(range[1], s.overnight && range[1] < s.from);
      await db.insert(timeBreaks).values({ shiftId, kind, startedAt, endedAt });
      punches.push(
        { shiftId, action: "startBreak", breakKind: kind, at: startedAt, byUserId: s.userId },
        { shiftId, action: "endBreak", breakKind: kind, at: endedAt, byUserId: s.userId },
      );
    }
    if (clockedOutAt) punches.push({ shiftId, action: "clockOut", at: clockedOutAt, byUserId: s.userId });
    await db.insert(timePunches).values(punches);
  }
}
