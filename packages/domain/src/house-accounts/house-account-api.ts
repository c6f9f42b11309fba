import { z } from "zod";
import { defineApi } from "../api/define-api";
import { saleSchema } from "../sales/sale-contract";
import { accountPaymentResultSchema, houseAccountSchema, statementQueuedSchema } from "./house-account-contract";
import { accountPaymentSchema, chargeNewSaleSchema, chargeSaleSchema, houseAccountSettingsSchema } from "./house-account-inputs";
import { houseAccountRoutes } from "./house-account-routes";

const params = z.object({ id: z.uuid() });

export const houseAccountApi = defineApi("house accounts", houseAccountRoutes, {
  get: { summary: "A customer's account: settings, balance, available credit, aging and open invoices (oldest first)", params, response: houseAccountSchema },
  set: {
    summary: "Set up or change a customer's account: credit limit, terms, who may charge, active or closed; recorded in the activity log",
    params,
    body: houseAccountSettingsSchema,
    response: houseAccountSchema,
  },
  chargeNew: {
    summary:
      "Ring up the counter's cart and complete it on the customer's account (Paid by: By account, invoice Due); refused past the credit limit or without an active account",
    body: chargeNewSaleSchema,
    response: saleSchema,
  },
  chargeSale: {
    summary: "Complete a pending sale by charging its balance to its customer's account; refused past the credit limit or without an active account",
    params,
    body: chargeSaleSchema,
    response: saleSchema,
  },
  pay: {
    summary: "Take a payment on account: it settles the open invoices oldest first, exact to the cent; cash goes into the open drawer named",
    params,
    body: accountPaymentSchema,
    response: accountPaymentResultSchema,
  },
  statement: {
    summary: "Queue a statement of the account (open invoices, aging, balance) to the customer's e-mail",
    params,
    response: statementQueuedSchema,
  },
});
