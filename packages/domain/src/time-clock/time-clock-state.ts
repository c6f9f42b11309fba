// The time clock's state machine (docs/product.md §2 /timeClock): one person is off the clock,
// working or on a break; a punch moves them, and a move that makes no sense is refused in plain
// words, so a double tap on "Clock in" never opens a second shift.
import type { Refusal } from "../api/refusal";
import { timeClockRefusals } from "./time-clock-refusals";

export const CLOCK_STATES = ["off", "working", "onBreak"] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export const CLOCK_ACTIONS = ["clockIn", "startBreak", "endBreak", "clockOut"] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** A paid rest (counts as worked time) or an unpaid meal (counts when shorter than 30 minutes). */
export const BREAK_KINDS = ["rest", "meal"] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const breakKindLabels: Readonly<Record<BreakKind, string>> = { rest: "Paid rest", meal: "Unpaid meal" };
export const clockActionLabels: Readonly<Record<ClockAction, string>> = {
  clockIn: "Clock in",
  startBreak: "Start break",
  endBreak: "End break",
  clockOut: "Clock out",
};
export const clockStateLabels: Readonly<Record<ClockState, string>> = { off: "Off the clock", working: "On the clock", onBreak: "On a break" };

export type ClockMove = { ok: true; next: ClockState } | { ok: false; refusal: Refusal };

/**
 * Where a punch takes a person, or why it cannot. Clocking out from a break ends the break at the
 * same instant: the person is leaving either way, and refusing would only leave a shift open.
 */
export function clockMove(state: ClockState, action: ClockAction): ClockMove {
  const refuse = (refusal: Refusal): ClockMove => ({ ok: false, refusal });
  switch (action) {
    case "clockIn":
      return state === "off" ? { ok: true, next: "working" } : refuse(timeClockRefusals.alreadyOnTheClock);
    case "startBreak":
      if (state === "off") return refuse(timeClockRefusals.notOnTheClock);
      return state === "onBreak" ? refuse(timeClockRefusals.alreadyOnBreak) : { ok: true, next: "onBreak" };
    case "endBreak":
      if (state === "off") return refuse(timeClockRefusals.notOnTheClock);
      return state === "working" ? refuse(timeClockRefusals.notOnBreak) : { ok: true, next: "working" };
    case "clockOut":
      return state === "off" ? refuse(timeClockRefusals.notOnTheClock) : { ok: true, next: "off" };
  }
}

/** The moves a screen offers a person in this state. */
export const clockActionsFrom = (state: ClockState): ClockAction[] => CLOCK_ACTIONS.filter((action) => clockMove(state, action).ok);
