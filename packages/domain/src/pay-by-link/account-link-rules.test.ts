import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { accountLinkExcessText, planAccountLinkPayment } from "./account-link-rules";

describe("a payment taken through an account's link", () => {
  it("records what is owed and hands back the rest, never losing a cent", () => {
    expect(planAccountLinkPayment(3000, 3000)).toEqual({ record: 3000, excess: 0 });
    expect(planAccountLinkPayment(2000, 3000)).toEqual({ record: 2000, excess: 1000 });
    expect(planAccountLinkPayment(0, 1500)).toEqual({ record: 0, excess: 1500 });
    expect(planAccountLinkPayment(5000, 1500)).toEqual({ record: 1500, excess: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (owed, taken) => {
        const { record, excess } = planAccountLinkPayment(owed, taken);
        expect(record + excess).toBe(taken);
        expect(record).toBeGreaterThanOrEqual(0);
        expect(record).toBeLessThanOrEqual(Math.max(owed, 0));
        expect(excess).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("names the money to refund in dollars", () => {
    expect(accountLinkExcessText("Acme Fleet", 1050)).toBe(
      "Overpayment by account link for Acme Fleet: $10.50 taken beyond the account's balance; refund it in Stripe",
    );
  });
});
