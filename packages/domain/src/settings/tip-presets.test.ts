import { describe, expect, it } from "vitest";
import { tipPresetsSchema } from "./payment-profile";
import { TipPresetKind } from "../enums";
import { defaultPaymentProfile, tipOptions } from "./tip-presets";

describe("tip presets", () => {
  it("offers 15, 20 and 25 % of the payment by default, each rounded once to the cent", () => {
    // 15 % of $30.49 = $4.5735 → $4.57; 20 % = $6.098 → $6.10; 25 % = $7.6225 → $7.62.
    expect(tipOptions(3049, defaultPaymentProfile.tipPresets)).toEqual([
      { label: "15%", tip: 457 },
      { label: "20%", tip: 610 },
      { label: "25%", tip: 762 },
    ]);
  });

  it("offers fixed amounts as they are, whatever the payment", () => {
    expect(tipOptions(3049, { kind: TipPresetKind.Amount, values: [200, 500] })).toEqual([
      { label: "$2.00", tip: 200 },
      { label: "$5.00", tip: 500 },
    ]);
  });

  it("keeps a stored profile within what the prompt can show", () => {
    expect(tipPresetsSchema.safeParse(defaultPaymentProfile.tipPresets).success).toBe(true);
    expect(tipPresetsSchema.safeParse({ kind: "percent", values: [] }).success).toBe(false);
    expect(tipPresetsSchema.safeParse({ kind: "percent", values: [100_001] }).success).toBe(false);
    expect(tipPresetsSchema.safeParse({ kind: "amount", values: [1.5] }).success).toBe(false);
    expect(tipPresetsSchema.safeParse({ kind: "amount", values: [1, 2, 3, 4, 5, 6, 7] }).success).toBe(false);
  });
});
