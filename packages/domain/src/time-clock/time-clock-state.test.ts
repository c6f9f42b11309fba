import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { UserStatus } from "../enums/staff";
import { CLOCK_ACTIONS, clockActionsFrom, clockMove, type ClockState } from "./time-clock-state";
import { canClockIn } from "../employees/employee-rules";

describe("time clock state machine", () => {
  it("refuses impossible moves in plain words", () => {
    const refusal = (state: ClockState, action: (typeof CLOCK_ACTIONS)[number]) => {
      const move = clockMove(state, action);
      return move.ok ? null : move.refusal.message;
    };
    expect(refusal("working", "clockIn")).toBe("Already on the clock.");
    expect(refusal("working", "endBreak")).toBe("Not on a break.");
    expect(refusal("onBreak", "startBreak")).toBe("Already on a break.");
    expect(refusal("off", "clockOut")).toBe("Not on the clock.");
    expect(refusal("off", "startBreak")).toBe("Not on the clock.");
  });

  it("lets a person clock in, take a break, end it and clock out, or clock out from a break", () => {
    expect(clockActionsFrom("off")).toEqual(["clockIn"]);
    expect(clockActionsFrom("working")).toEqual(["startBreak", "clockOut"]);
    expect(clockActionsFrom("onBreak")).toEqual(["endBreak", "clockOut"]);
  });

  it("never opens a second shift, whatever taps come in whatever order", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CLOCK_ACTIONS), { maxLength: 30 }), (taps) => {
        let state: ClockState = "off";
        let opened = 0;
        let closed = 0;
        for (const tap of taps) {
          const move = clockMove(state, tap);
          if (!move.ok) continue;
          if (tap === "clockIn") opened += 1;
          if (tap === "clockOut") closed += 1;
          state = move.next;
        }
        expect(opened - closed).toBe(state === "off" ? 0 : 1);
      }),
    );
  });
});

describe("who may clock in", () => {
  it("lets active staff and staff who never sign in punch, and nobody else", () => {
    expect(canClockIn(UserStatus.ACTIVE)).toBe(true);
    expect(canClockIn(UserStatus.NOT_USER)).toBe(true);
    for (const status of [UserStatus.INACTIVE, UserStatus.SUSPENDED, UserStatus.TERMINATED, UserStatus.INVITED]) expect(canClockIn(status)).toBe(false);
  });
});
