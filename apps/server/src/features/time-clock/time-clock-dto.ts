import {
  shiftHours,
  wholeMinutes,
  type ClockPerson,
  type RoundingMinutes,
  type ShiftBreak,
  type ShiftRow,
  type ShiftSplit,
  type ShiftTimes,
} from "@washdesk/domain";
import type { BoardRow, BreakRecord, ShiftWithName } from "./time-clock.repository";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function clockPersonOf(row: BoardRow): ClockPerson {
  const state = row.shiftId === null ? "off" : row.breakStartedAt ? "onBreak" : "working";
  return {
    userId: row.userId,
    name: row.name,
    state,
    shiftId: row.shiftId,
    clockedInAt: iso(row.clockedInAt),
    breakKind: row.breakKind,
    breakStartedAt: iso(row.breakStartedAt),
    flagged: row.flaggedAt !== null,
  };
}

export const breakDto = (b: BreakRecord): ShiftBreak => ({ kind: b.kind, startedAt: b.startedAt.toISOString(), endedAt: iso(b.endedAt) });

export const shiftTimesOf = (shift: ShiftWithName, breaks: BreakRecord[]): ShiftTimes => ({
  clockedInAt: shift.clockedInAt.toISOString(),
  clockedOutAt: iso(shift.clockedOutAt),
  breaks: breaks.map(breakDto),
});

/**
 * Paid time of a shift as it counts. A shift still open (flagged, waiting for a manager) counts
 * nothing until it is closed: hours are never made up for a forgotten clock-out.
 */
export function paidHoursOf(shift: ShiftWithName, breaks: BreakRecord[], rounding: RoundingMinutes) {
  const clockedInAt = shift.clockedInAt.getTime();
  return shiftHours(
    {
      clockedInAt,
      clockedOutAt: shift.clockedOutAt?.getTime() ?? clockedInAt,
      breaks: breaks.map((b) => ({ kind: b.kind, startedAt: b.startedAt.getTime(), endedAt: b.endedAt?.getTime() ?? null })),
    },
    shift.clockedOutAt ? rounding : 0,
  );
}

export function shiftRowOf(
  shift: ShiftWithName,
  breaks: BreakRecord[],
  hours: { paidMs: number; unpaidMs: number },
  split: ShiftSplit | undefined,
  editable: boolean,
): ShiftRow {
  return {
    id: shift.id,
    userId: shift.userId,
    employeeName: shift.employeeName,
    businessDate: shift.businessDate,
    clockedInAt: shift.clockedInAt.toISOString(),
    clockedOutAt: iso(shift.clockedOutAt),
    breaks: breaks.map(breakDto),
    paidMinutes: wholeMinutes(hours.paidMs),
    unpaidMinutes: wholeMinutes(hours.unpaidMs),
    regularMinutes: wholeMinutes(split?.regularMs ?? hours.paidMs),
    overtimeMinutes: wholeMinutes(split?.overtimeMs ?? 0),
    flagged: shift.flaggedAt !== null,
    edited: shift.editedAt !== null,
    confirmedAt: iso(shift.confirmedAt),
    editable,
  };
}
