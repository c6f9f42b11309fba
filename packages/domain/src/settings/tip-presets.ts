// The tip prompt before a card payment (docs/product.md §4, the counter): presets the shop chooses,
// stored in the system settings under "paymentProfile". Plain values and functions, no schema
// library: the counter loads them with its first screen.
import { PaymentMethod, TipPresetKind } from "../enums";
import { cents, formatMoney, formatRate, percentOf, type Cents } from "../money";

/** Percentages of the payment or fixed amounts, never a mix on one prompt. `values` are rates in thousandths of a percent (15 % = 15000) or amounts in cents. */
export interface TipPresets {
  kind: TipPresetKind;
  values: number[];
}

export interface PaymentProfile {
  tipPresets: TipPresets;
}

/** A shop that never chose: 15 %, 20 % and 25 % of the payment. */
export const defaultPaymentProfile: PaymentProfile = { tipPresets: { kind: TipPresetKind.Percent, values: [15_000, 20_000, 25_000] } };

/** The methods a tip prompt comes before: the card is charged for the payment and the tip at once. */
export const tipPromptMethods: readonly PaymentMethod[] = [PaymentMethod.CreditCard, PaymentMethod.Terminal, PaymentMethod.Debit, PaymentMethod.Credit];

/** At most this many presets fit the prompt beside "No tip" and "Custom". */
export const MAX_TIP_PRESETS = 6;

export interface TipOption {
  /** What the button says first: "15%" or "$5.00". */
  label: string;
  /** The tip it adds, in cents (a percentage of the payment, rounded once). */
  tip: Cents;
}

/** The prompt's preset buttons for a payment of `amount` cents. */
export function tipOptions(amount: number, presets: TipPresets): TipOption[] {
  return presets.values.map((value) =>
    presets.kind === TipPresetKind.Percent
      ? { label: `${formatRate(value)}%`, tip: percentOf(amount, value) }
      : { label: formatMoney(value), tip: cents(value, "tip") },
  );
}
