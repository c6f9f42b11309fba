import { describe, expect, it } from "vitest";
import { clockSinceWords } from "./time-clock-rules";

// Wednesday 10 June 2026 on the shop's clock.
const today = "2026-06-10";

describe("clockSinceWords", () => {
  it("gives the time alone for a state that began today", () => {
    expect(clockSinceWords("working", { date: today, time: "7:30 AM" }, today)).toBe("On the clock since 7:30 AM");
    expect(clockSinceWords("onBreak", { date: today, time: "12:05 PM" }, today)).toBe("On a break since 12:05 PM");
  });

  it("names the day of a state that began earlier: yesterday, a weekday within the week, else the date", () => {
    expect(clockSinceWords("working", { date: "2026-06-09", time: "10:45 PM" }, today)).toBe("On the clock since yesterday 10:45 PM");
    expect(clockSinceWords("working", { date: "2026-06-08", time: "7:30 AM" }, today)).toBe("On the clock since Monday 7:30 AM");
    expect(clockSinceWords("working", { date: "2026-06-04", time: "7:30 AM" }, today)).toBe("On the clock since Thursday 7:30 AM");
    expect(clockSinceWords("working", { date: "2026-06-03", time: "7:30 AM" }, today)).toBe("On the clock since 03 Jun, 2026 7:30 AM");
  });

  it("says only the state of someone off the clock", () => {
    expect(clockSinceWords("off", null, today)).toBe("Off the clock");
  });
});
