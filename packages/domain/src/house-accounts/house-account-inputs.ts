import { z } from "zod";
import { AccountStatus, AccountTerms, enumValues, PaymentMethod, PaymentOrigin } from "../enums";
import { limitMessages, messages, moneyCents, requiredText, text } from "../validation";
import { paymentList, registerSessionRef, saleFields, tipsWithinCeiling, vehicleNeedsCustomer } from "../sales/sale-inputs";
import { MAX_ACCOUNT_DRIVERS } from "./house-account-rules";

/** PUT /api/customers/:id/account: set up or change a customer's account. */
export const houseAccountSettingsSchema = z.object({
  /** The most the account may owe at once, in cents. */
  creditLimit: moneyCents(0),
  terms: z.literal(enumValues(AccountTerms), { error: messages.required }),
  status: z.literal(enumValues(AccountStatus), { error: messages.required }),
  /** Who may charge to it: empty, anyone at the counter; else only these drivers. */
  drivers: z
    .array(requiredText("personName"))
    .max(MAX_ACCOUNT_DRIVERS, { error: limitMessages.itemsMax(MAX_ACCOUNT_DRIVERS) })
    .default([]),
  /** Instructions for the counter (a PO number to quote, who signs). */
  note: text("note").default(""),
});
export type HouseAccountSettingsInput = z.input<typeof houseAccountSettingsSchema>;
export type HouseAccountSettingsValue = z.output<typeof houseAccountSettingsSchema>;

/** Who charges and the customer's own reference (a purchase order), kept on the invoice. */
const chargeFields = {
  /** Required when the account names its drivers. */
  driverName: text("personName").default(""),
  reference: text("reference").default(""),
};

/**
 * POST /api/house-accounts/charges (Idempotency-Key required): the counter's cart rung up and
 * completed on the customer's account. Payments already taken on it count; the rest is charged.
 */
export const chargeNewSaleSchema = z
  .object({
    ...saleFields,
    customerId: z.uuid({ error: messages.required }),
    notes: saleFields.notes.default(""),
    payments: paymentList(),
    registerSessionId: registerSessionRef(),
    ...chargeFields,
  })
  .superRefine(vehicleNeedsCustomer)
  .superRefine(tipsWithinCeiling);
export type ChargeNewSale = z.input<typeof chargeNewSaleSchema>;
export type ChargeNewSaleValue = z.output<typeof chargeNewSaleSchema>;

/**
 * POST /api/sales/:id/charge (Idempotency-Key required): a pending sale's balance charged to its
 * customer's account. `expectedBalance` is the balance the screen showed, checked like a sale's total.
 */
export const chargeSaleSchema = z.object({ expectedBalance: moneyCents(1), ...chargeFields });
export type ChargeSale = z.input<typeof chargeSaleSchema>;
export type ChargeSaleValue = z.output<typeof chargeSaleSchema>;

/** Every payment method but points, which are no money and settle nothing on an account. */
export const accountPaymentMethods = enumValues(PaymentMethod).filter((method) => method !== PaymentMethod.AwardPoints) as [PaymentMethod, ...PaymentMethod[]];

/**
 * POST /api/customers/:id/account/payments (Idempotency-Key required): money received on account,
 * spread over the open invoices oldest first. Cash names the open drawer it goes into.
 */
export const accountPaymentSchema = z.object({
  method: z.literal(accountPaymentMethods, { error: messages.required }),
  amount: moneyCents(1),
  reference: text("reference").default(""),
  origin: z.literal(enumValues(PaymentOrigin)).optional(),
  registerSessionId: registerSessionRef(),
});
export type AccountPaymentInput = z.input<typeof accountPaymentSchema>;
export type AccountPaymentValue = z.output<typeof accountPaymentSchema>;
