import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SMS_OPT_OUT_LINE, campaignWords, emailFooter, emptyAudienceFilter, withOptOutLine } from "./campaign-rules";
import { audienceFilterSchema, campaignInputSchema, campaignSettingsSchema } from "./campaign-inputs";

describe("campaign texts", () => {
  it("end with the opt-out line on its own line, added once", () => {
    expect(withOptOutLine("10% off this week!")).toBe(`10% off this week!\n${SMS_OPT_OUT_LINE}`);
    expect(withOptOutLine(`Deal!\n${SMS_OPT_OUT_LINE}`)).toBe(`Deal!\n${SMS_OPT_OUT_LINE}`);
    fc.assert(
      fc.property(fc.string(), (body) => {
        expect(withOptOutLine(body).endsWith(SMS_OPT_OUT_LINE)).toBe(true);
        expect(withOptOutLine(withOptOutLine(body))).toBe(withOptOutLine(body));
      }),
    );
  });
});

describe("the e-mail footer", () => {
  it("names the shop and its postal address and links to unsubscribe, escaped", () => {
    const footer = emailFooter({ businessName: "Suds & Co", postalAddress: "1 Main St, Springfield", unsubscribeUrl: "https://shop.test/unsubscribe/a.b" });
    expect(footer.html).toContain("Suds &amp; Co, 1 Main St, Springfield");
    expect(footer.html).toContain('href="https://shop.test/unsubscribe/a.b"');
    expect(footer.text).toContain("Unsubscribe: https://shop.test/unsubscribe/a.b");
    expect(footer.text).toContain("1 Main St, Springfield");
  });
});

describe("campaign inputs", () => {
  const base = { name: "Spring", channel: "sms", body: "Hi", filter: emptyAudienceFilter, sendAt: null };
  it("take a text, and an e-mail with a subject and words", () => {
    expect(campaignInputSchema.safeParse(base).success).toBe(true);
    const email = campaignInputSchema.safeParse({ ...base, channel: "email", body: "", subject: "", html: "<p></p>" });
    expect(email.error?.issues.map((issue) => issue.path[0])).toEqual(["subject", "html"]);
  });
  it("refuse ranges the wrong way round, on the second field", () => {
    const result = audienceFilterSchema.safeParse({ ...emptyAudienceFilter, spendMinCents: 5000, spendMaxCents: 100, visitsMin: 3, visitsMax: 1 });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["visitsMax", campaignWords.visitsRange],
      ["spendMaxCents", campaignWords.spendRange],
    ]);
  });
  it("keep the daily cap and the pace within their ranges", () => {
    expect(campaignSettingsSchema.safeParse({ dailyCap: 0, perMinute: 10 }).error?.issues[0]?.message).toBe(campaignWords.dailyCapRange);
    expect(campaignSettingsSchema.safeParse({ dailyCap: 10, perMinute: 1.5 }).error?.issues[0]?.message).toBe(campaignWords.perMinuteRange);
    expect(campaignSettingsSchema.safeParse({ dailyCap: 500, perMinute: 30 }).success).toBe(true);
  });
});
