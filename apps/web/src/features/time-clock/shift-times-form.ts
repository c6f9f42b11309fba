import type { BreakKind, ShiftDetail, ShiftEdit } from "@washdesk/domain";
import { shopDateTime, shopInstant } from "../../components/shop-dates";

/** A time field's value: the shop's wall clock as a datetime-local input reads it ("YYYY-MM-DDTHH:mm"). */
export const wallTime = (iso: string | null, timeZone: string | undefined) => (iso ? shopDateTime(iso, timeZone).slice(0, 16).replace(" ", "T") : "");

/** Back to an instant, read on the shop's clock whatever the device's zone. */
export const instantOf = (wall: string, timeZone: string | undefined) => (wall ? shopInstant(`${wall.replace("T", " ")}:00`, timeZone) : "");

export interface BreakDraft {
  kind: BreakKind;
  startedAt: string;
  endedAt: string;
}

export interface ShiftDraft {
  clockedInAt: string;
  clockedOutAt: string;
  breaks: BreakDraft[];
  reason: string;
}

export function draftOf(shift: ShiftDetail, timeZone: string | undefined): ShiftDraft {
  return {
    clockedInAt: wallTime(shift.clockedInAt, timeZone),
    clockedOutAt: wallTime(shift.clockedOutAt, timeZone),
    breaks: shift.breaks.map((b) => ({
      kind: b.kind,
      startedAt: wallTime(b.startedAt, timeZone),
      endedAt: wallTime(b.endedAt ?? shift.clockedOutAt, timeZone),
    })),
    reason: "",
  };
}

export function editOf(draft: ShiftDraft, timeZone: string | undefined): ShiftEdit {
  return {
    clockedInAt: instantOf(draft.clockedInAt, timeZone),
    clockedOutAt: instantOf(draft.clockedOutAt, timeZone),
    breaks: draft.breaks.map((b) => ({ kind: b.kind, startedAt: instantOf(b.startedAt, timeZone), endedAt: instantOf(b.endedAt, timeZone) })),
    reason: draft.reason,
  };
}
