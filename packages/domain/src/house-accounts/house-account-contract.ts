import { z } from "zod";
import { AccountStatus, AccountTerms, enumValues, InvoiceStatus, PaymentMethod } from "../enums";

const money = () => z.number().int();

/** An account's settings as stored. */
export const houseAccountSettingsViewSchema = z.object({
  creditLimit: money(),
  terms: z.literal(enumValues(AccountTerms)),
  status: z.literal(enumValues(AccountStatus)),
  drivers: z.array(z.string()),
  note: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type HouseAccountSettings = z.infer<typeof houseAccountSettingsViewSchema>;

/** One sale charged to the account with something still owed. */
export const openInvoiceSchema = z.object({
  saleId: z.string(),
  number: z.number().int(),
  /** The day it was charged (YYYY-MM-DD). */
  invoiceDate: z.string(),
  /** The invoice date plus the account's terms. */
  dueDate: z.string(),
  /** Days since the invoice date. */
  ageDays: z.number().int(),
  bucket: z.enum(["current", "days30", "days60", "days90"]),
  amount: money(),
  paid: money(),
  balance: money(),
  invoiceStatus: z.literal(enumValues(InvoiceStatus)),
  driverName: z.string(),
  reference: z.string(),
});
export type OpenAccountInvoice = z.infer<typeof openInvoiceSchema>;

export const agingSchema = z.object({ current: money(), days30: money(), days60: money(), days90: money() });

/** GET /api/customers/:id/account: the account (null when the customer has none) and what it owes. */
export const houseAccountSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  account: houseAccountSettingsViewSchema.nullable(),
  /** The shop's today the aging is counted to. */
  asOf: z.string(),
  balance: money(),
  availableCredit: money(),
  aging: agingSchema,
  /** Oldest first. */
  invoices: z.array(openInvoiceSchema),
});
export type HouseAccount = z.infer<typeof houseAccountSchema>;

/** What a payment on account did: how much went to which invoice. */
export const accountPaymentResultSchema = z.object({
  id: z.string(),
  method: z.literal(enumValues(PaymentMethod)),
  amount: money(),
  allocations: z.array(z.object({ saleId: z.string(), number: z.number().int(), amount: money(), settled: z.boolean() })),
  account: houseAccountSchema,
});
export type AccountPaymentResult = z.infer<typeof accountPaymentResultSchema>;

/** POST /api/customers/:id/account/statement: the statement was queued to this address. */
export const statementQueuedSchema = z.object({ recipient: z.string(), balance: money() });
export type StatementQueued = z.infer<typeof statementQueuedSchema>;
