import type { FastifyInstance } from "fastify";
import {
  deletedSaleListQuerySchema,
  deletedSalePageSchema,
  deleteSaleSchema,
  paymentRequestSchema,
  receiptEmailSchema,
  receiptSmsSchema,
  receiptQueuedSchema,
  refundInputSchema,
  refundListQuerySchema,
  refundPageSchema,
  saleCreateSchema,
  saleListQuerySchema,
  salePageSchema,
  saleSchema,
  saleUpdateSchema,
} from "@washdesk/domain";
import { z } from "zod";
import { can } from "@washdesk/domain";
import { accessDenied } from "../../platform/errors";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { createSale, deleteSale, getSale, updateSale } from "./sales.service";
import { addPayment } from "./payments.service";
import { refundSale } from "./refunds.service";
import { listDeletedSales, listRefunds, listSales } from "./sale-lists.service";
import { emailReceipt, smsReceipt } from "./receipts.service";

const saleParams = z.object({ id: z.uuid() });
const tags = ["sales"];
const saleAnswer = { 200: envelopeOf(saleSchema) };
const KEY_NOTE = " Requires an Idempotency-Key header: a repeat gets the first answer; the same key with another body is a 409.";

/** Sales, payments, refunds and deleted sales (SPEC §2 /sales…). Money is integer cents. */
export function salesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "POST",
    url: "/api/sales",
    access: ["sales.new", "sales.pos.new"],
    schema: { summary: `Ring up a sale, optionally paid at once; refused (409) when the total differs from expectedAmount.${KEY_NOTE}`, tags, body: saleCreateSchema, response: saleAnswer },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await createSale(deps, meta.auth, request.body, meta));
    },
  });
  route(app, {
    method: "GET",
    url: "/api/sales",
    access: ["sales.list", "sales.pos.list"],
    schema: {
      summary: "Sales (deleted ones left out), newest first, with the totals of everything the filter matches; POS Sales (sales.pos.list alone) must name a register session",
      tags,
      querystring: saleListQuerySchema,
      response: { 200: envelopeOf(salePageSchema) },
    },
    handler: async (request) => {
      // Someone allowed only the POS list sees the sales of one drawer's session, not the whole shop's.
      if (!can(authOf(request).group, "sales.list") && !request.query.registerSessionId) throw accessDenied();
      return ok(await listSales(deps, request.query));
    },
  });
  route(app, {
    method: "GET",
    url: "/api/sales/refunds",
    access: ["sales.refund.list"],
    schema: { summary: "Voids and refunds, newest first", tags, querystring: refundListQuerySchema, response: { 200: envelopeOf(refundPageSchema) } },
    handler: async (request) => ok(await listRefunds(deps, request.query)),
  });
  route(app, {
    method: "GET",
    url: "/api/sales/deleted",
    access: ["sales.deleted.list"],
    schema: { summary: "Deleted sales, most recently deleted first", tags, querystring: deletedSaleListQuerySchema, response: { 200: envelopeOf(deletedSalePageSchema) } },
    handler: async (request) => ok(await listDeletedSales(deps, request.query)),
  });
  route(app, {
    method: "GET",
    url: "/api/sales/:id",
    access: ["sales.list", "sales.deleted.list", "sales.pos.list"],
    schema: { summary: "A sale with its lines, payments and refunds (a deleted one needs sales.deleted.list; POS Sales alone opens sales rung up into a drawer); recorded as Details", tags, params: saleParams, response: saleAnswer },
    handler: async (request) => ok(await getSale(deps, authOf(request), request.params.id, request.ip)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/sales/:id",
    access: ["sales.edit"],
    schema: { summary: "Change notes; or customer, vehicle and lines while nothing is paid (the total is checked again)", tags, params: saleParams, body: saleUpdateSchema, response: saleAnswer },
    handler: async (request) => ok(await updateSale(deps, authOf(request), request.params.id, request.body, request.ip), "Sale saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/sales/:id",
    access: ["sales.delete"],
    schema: { summary: "Delete a sale with a reason (it stays readable in the deleted list)", tags, params: saleParams, body: deleteSaleSchema, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteSale(deps, authOf(request), request.params.id, request.body.reason, request.ip);
      return ok(null, "Sale deleted.");
    },
  });
  route(app, {
    method: "POST",
    url: "/api/sales/:id/payments",
    access: ["sales.new", "sales.edit", "sales.pos.new"],
    schema: { summary: `Take a payment (never more than the balance).${KEY_NOTE}`, tags, params: saleParams, body: paymentRequestSchema, response: saleAnswer },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await addPayment(deps, meta.auth, request.params.id, request.body, meta));
    },
  });
  route(app, {
    method: "POST",
    url: "/api/sales/:id/refunds",
    access: ["sales.refund.new"],
    schema: { summary: `Void (same business day) or refund all or part, by lines or amount, with a reason.${KEY_NOTE}`, tags, params: saleParams, body: refundInputSchema, response: saleAnswer },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await refundSale(deps, meta.auth, request.params.id, request.body, meta));
    },
  });
  route(app, {
    method: "POST",
    url: "/api/sales/:id/receipt/email",
    access: ["sales.list"],
    schema: { summary: "Queue an e-mail receipt to the customer's address or the one given", tags, params: saleParams, body: receiptEmailSchema, response: { 200: envelopeOf(receiptQueuedSchema) } },
    handler: async (request) => ok(await emailReceipt(deps, authOf(request), request.params.id, request.body.email, request.ip), "Receipt queued for e-mail."),
  });
  route(app, {
    method: "POST",
    url: "/api/sales/:id/receipt/sms",
    access: ["sales.list", "sales.pos.new"],
    schema: { summary: "Queue a text-message receipt to the customer's phone or the number given", tags, params: saleParams, body: receiptSmsSchema, response: { 200: envelopeOf(receiptQueuedSchema) } },
    handler: async (request) => ok(await smsReceipt(deps, authOf(request), request.params.id, request.body.phone, request.ip), "Receipt queued for text message."),
  });
}
