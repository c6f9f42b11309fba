import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  averageRating,
  defaultReviewSettings,
  isValidRating,
  reviewDueAt,
  reviewIneligibility,
  withinCooldown,
  type ReviewCustomerFacts,
} from "./review-rules";
import { reviewRatingSchema, reviewSettingsSchema } from "./review-inputs";

const now = new Date("2026-06-01T12:00:00Z");
const days = (n: number) => n * 86_400_000;
const eligible: ReviewCustomerFacts = { phone: "5551234567", alertSms: true, alertNoReviewSms: false, lastAskedAt: null };

describe("review eligibility", () => {
  it("asks a customer with texts on, a phone, and no recent request", () => {
    expect(reviewIneligibility(eligible, now, defaultReviewSettings)).toBeNull();
  });

  it("never asks without a phone, with texts off, or when the customer wants no review messages", () => {
    expect(reviewIneligibility({ ...eligible, phone: "" }, now, defaultReviewSettings)).toBe("noPhone");
    expect(reviewIneligibility({ ...eligible, alertSms: false }, now, defaultReviewSettings)).toBe("smsOff");
    expect(reviewIneligibility({ ...eligible, alertNoReviewSms: true }, now, defaultReviewSettings)).toBe("noReviewSms");
  });

  it("asks at most once per cooldown: 29 days after is too soon, 30 days after is fine", () => {
    const asked = (ago: number) => ({ ...eligible, lastAskedAt: new Date(now.getTime() - ago) });
    expect(reviewIneligibility(asked(days(29)), now, defaultReviewSettings)).toBe("askedRecently");
    expect(reviewIneligibility(asked(days(30)), now, defaultReviewSettings)).toBeNull();
  });

  it("holds the cooldown for any length of it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 400 * 24 }), (cooldownDays, hoursAgo) => {
        const last = new Date(now.getTime() - hoursAgo * 3_600_000);
        expect(withinCooldown(last, now, cooldownDays)).toBe(hoursAgo < cooldownDays * 24);
      }),
    );
  });

  it("is due the delay after the sale is completed", () => {
    expect(reviewDueAt(now, defaultReviewSettings).toISOString()).toBe("2026-06-01T14:00:00.000Z");
    expect(reviewDueAt(now, { delayHours: 0 }).getTime()).toBe(now.getTime());
  });
});

describe("ratings and comments", () => {
  it("takes whole stars from 1 to 5", () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isValidRating)).toEqual([false, true, true, true, false, false]);
    expect(reviewRatingSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(reviewRatingSchema.parse({ rating: 4 })).toEqual({ rating: 4, comment: "" });
  });

  it("keeps comments to 1000 characters and lets line breaks through", () => {
    expect(reviewRatingSchema.safeParse({ rating: 5, comment: "a".repeat(1001) }).error?.issues[0]?.message).toBe("Write at most 1000 characters.");
    expect(reviewRatingSchema.parse({ rating: 5, comment: "Great\nthanks" }).comment).toBe("Great\nthanks");
  });

  it("averages to one decimal", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

describe("review settings", () => {
  it("accepts the defaults and refuses what is out of range, with the field's words", () => {
    expect(reviewSettingsSchema.parse(defaultReviewSettings)).toEqual(defaultReviewSettings);
    const bad = reviewSettingsSchema.safeParse({ delayHours: -1, cooldownDays: 0 });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["delayHours", "Enter a whole number of hours from 0 to 168."],
      ["cooldownDays", "Enter a whole number of days from 1 to 365."],
    ]);
  });
});
