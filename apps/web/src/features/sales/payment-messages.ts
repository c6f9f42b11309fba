import { formatMoney } from "@washdesk/domain";

/** Said when a payment is larger than what is left to pay (the sale screen and the POS alike). */
export const paymentOverBalance = (balance: number) => `The payment can't be more than the balance (${formatMoney(balance)})!`;
