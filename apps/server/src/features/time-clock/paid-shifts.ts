import type { Executor } from "../../platform/db/database";
import { readUtilitySettings } from "../settings";
import { paidHoursOf } from "./time-clock-dto";
import * as repo from "./time-clock.repository";

/** A shift as payroll counts it: its paid time, on the business day it started. */
export interface PaidShift {
  id: string;
  userId: string;
  businessDate: string;
  clockedInAt: number;
  paidMs: number;
}

/**
 * Every shift started on these business days with its paid time under the shop's rounding, as the
 * completed time clock shows it. A shift still open counts nothing until a manager closes it.
 */
export async function paidShiftsBetween(db: Executor, from: string, to: string): Promise<PaidShift[]> {
  const rounding = (await readUtilitySettings(db)).timeClock.roundingMinutes;
  const shifts = await repo.shiftsBetween(db, from, to, undefined);
  const breaks = await repo.breaksOf(
    db,
    shifts.map((s) => s.id),
  );
  return shifts.map((s) => ({
    id: s.id,
    userId: s.userId,
    businessDate: s.businessDate,
    clockedInAt: s.clockedInAt.getTime(),
    paidMs: paidHoursOf(s, breaks.get(s.id) ?? [], rounding).paidMs,
  }));
}
