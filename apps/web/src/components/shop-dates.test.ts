import { describe, expect, it } from "vitest";
import { formatDateAt, formatDateTimeAt, formatTimeAt } from "./shop-dates";

// 18:30 UTC on 5 March 2025 is 1:30 PM in New York; 03:30 UTC on 6 March is still the 5th there.
describe("shop dates", () => {
  it("shows an instant's time as h:mm A on the shop's clock", () => {
    expect(formatTimeAt("2025-03-05T18:30:00.000Z", "America/New_York")).toBe("1:30 PM");
    expect(formatTimeAt("2025-03-05T05:05:00.000Z", "America/New_York")).toBe("12:05 AM");
    expect(formatTimeAt("2025-03-05T05:05:00.000Z", "UTC")).toBe("5:05 AM");
  });

  it("shows an instant's date as DD MMM, YYYY on the shop's calendar", () => {
    expect(formatDateAt("2025-03-06T03:30:00.000Z", "America/New_York")).toBe("05 Mar, 2025");
    expect(formatDateTimeAt("2025-03-06T03:30:00.000Z", "America/New_York")).toBe("05 Mar, 2025 10:30 PM");
  });

  it("shows nothing for what is not an instant", () => {
    expect(formatTimeAt("soon", "UTC")).toBe("");
    expect(formatDateAt("soon", "UTC")).toBe("");
  });
});
