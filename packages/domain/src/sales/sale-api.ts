import { z } from "zod";
import { defineApi } from "../api/define-api";
import { posStartQuerySchema, posStartSchema } from "./pos-start-contract";
import { deletedSalePageSchema, receiptQueuedSchema, refundPageSchema, salePageSchema, saleSchema } from "./sale-contract";
import {
  deletedSaleListQuerySchema,
  deleteSaleSchema,
  paymentRequestSchema,
  receiptEmailSchema,
  receiptSmsSchema,
  approvedRefundInputSchema,
  refundInputSchema,
  refundListQuerySchema,
  saleCreateSchema,
  saleListQuerySchema,
  saleUpdateSchema,
} from "./sale-inputs";
import { posRoutes, saleRoutes } from "./sale-routes";

const params = z.object({ id: z.uuid() });

export const saleApi = defineApi("sales", saleRoutes, {
  create: {
    summary: "Ring up a sale, optionally paid at once; refused (409) when the total differs from expectedAmount.",
    body: saleCreateSchema,
    response: saleSchema,
  },
  list: {
    summary:
      "Sales (deleted ones left out), newest first, with the totals of everything the filter matches; POS Sales (sales.pos.list alone) must name a register session",
    querystring: saleListQuerySchema,
    response: salePageSchema,
  },
  refunds: { summary: "Voids and refunds, newest first", querystring: refundListQuerySchema, response: refundPageSchema },
  deleted: { summary: "Deleted sales, most recently deleted first", querystring: deletedSaleListQuerySchema, response: deletedSalePageSchema },
  get: {
    summary:
      "A sale with its lines, payments and refunds (a deleted one needs sales.deleted.list; POS Sales alone opens sales rung up into a drawer); recorded as Details",
    params,
    response: saleSchema,
  },
  update: {
    summary: "Change notes; or customer, vehicle and lines while nothing is paid (the total is checked again)",
    params,
    body: saleUpdateSchema,
    response: saleSchema,
  },
  delete: { summary: "Delete a sale with a reason (it stays readable in the deleted list)", params, body: deleteSaleSchema, response: z.null() },
  pay: { summary: "Take a payment (never more than the balance).", params, body: paymentRequestSchema, response: saleSchema },
  refund: {
    summary: "Void (same business day) or refund all or part, by lines or amount, with a reason.",
    params,
    body: refundInputSchema,
    response: saleSchema,
  },
  refundApproved: {
    summary:
      "Void or refund as refund does, for someone without sales.refund.new: approved on the same device by the PIN of an active user who has it; both are recorded. Wrong PINs are limited per person.",
    params,
    body: approvedRefundInputSchema,
    response: saleSchema,
  },
  emailReceipt: {
    summary: "Queue an e-mail receipt to the customer's address or the one given",
    params,
    body: receiptEmailSchema,
    response: receiptQueuedSchema,
  },
  textReceipt: {
    summary: "Queue a text-message receipt to the customer's phone or the number given",
    params,
    body: receiptSmsSchema,
    response: receiptQueuedSchema,
  },
});

export const posApi = defineApi("sales", posRoutes, {
  start: {
    summary:
      "The counter's first data in one answer: the session of this station's drawer (registerId), the drawers, the first tiles (the query of GET /api/search/product), the categories and their tile colours",
    querystring: posStartQuerySchema,
    response: posStartSchema,
  },
});
