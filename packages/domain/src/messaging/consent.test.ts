import { describe, expect, it } from "vitest";
import { staffMayOptIn } from "./consent";

describe("who may turn a customer's texts back on", () => {
  it("refuses staff after the customer's own opt-out by text", () => {
    expect(staffMayOptIn({ optedIn: false, source: "inbound" })).toBe(false);
  });

  it("lets staff turn texts on when the last change was not the customer's STOP", () => {
    expect(staffMayOptIn(null)).toBe(true);
    expect(staffMayOptIn({ optedIn: false, source: "staff" })).toBe(true);
    expect(staffMayOptIn({ optedIn: true, source: "inbound" })).toBe(true);
  });
});
