import { describe, expect, it } from "vitest";
import { isInSendingWindow } from "./sending-window";

describe("the sending window", () => {
  it("is 8 am to 9 pm of the shop's clock", () => {
    expect(isInSendingWindow("07:59")).toBe(false);
    expect(isInSendingWindow("08:00")).toBe(true);
    expect(isInSendingWindow("20:59")).toBe(true);
    expect(isInSendingWindow("21:00")).toBe(false);
    expect(isInSendingWindow("00:30")).toBe(false);
  });
});
