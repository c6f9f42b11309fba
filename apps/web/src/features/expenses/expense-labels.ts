import { frequencyLabels, paymentMethodLabels, type Frequency, type PaymentMethod } from "@washdesk/domain";

export const paidByLabel = (paidBy: number) => paymentMethodLabels[paidBy as PaymentMethod] ?? String(paidBy);
export const frequencyLabel = (frequency: number) => frequencyLabels[frequency as Frequency] ?? String(frequency);
