import { describe, expect, it } from "vitest";
import { defaultUtility } from "../settings/settings.service";
import { businessDateAt, type SaleSettings } from "./sale-context";
import { awardPointsFrom } from "../settings/award-points.service";

const shopIn = (timeZone: string): SaleSettings => ({ utility: { ...defaultUtility, timeZone }, awardPoints: awardPointsFrom(undefined) });

describe("businessDateAt", () => {
  it("turns the day at the shop's midnight, not UTC's", () => {
    const newYork = shopIn("America/New_York");
    expect(businessDateAt(newYork, new Date("2026-11-21T04:59:59.999Z"))).toBe("2026-11-20");
    expect(businessDateAt(newYork, new Date("2026-11-21T05:00:00.000Z"))).toBe("2026-11-21");
    // Back within the minute that was remembered, and forward again: each instant gets its own day.
    expect(businessDateAt(newYork, new Date("2026-11-21T04:59:00.000Z"))).toBe("2026-11-20");
    expect(businessDateAt(newYork, new Date("2026-11-21T05:00:30.000Z"))).toBe("2026-11-21");
  });

  it("keeps each time zone's answer apart, 45-minute offsets included", () => {
    const kathmandu = shopIn("Asia/Kathmandu");
    const utc = shopIn("UTC");
    const at = new Date("2026-11-21T18:15:00.000Z");
    expect(businessDateAt(kathmandu, at)).toBe("2026-11-22");
    expect(businessDateAt(utc, at)).toBe("2026-11-21");
    expect(businessDateAt(kathmandu, new Date("2026-11-21T18:14:59.999Z"))).toBe("2026-11-21");
  });
});
