import type { FastifyInstance } from "fastify";
import { purchaseInputSchema, purchaseListQuerySchema, purchasePageSchema, purchaseSchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createPurchase, deletePurchase, getPurchase, listPurchases, updatePurchase } from "./purchases.service";

const purchaseParams = z.object({ id: z.uuid() });
const tags = ["purchases"];

/** Purchases (SPEC §2 /purchases/list, dialog 7; §7 POST /purchases). Stock of standard products follows. */
export function purchaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/purchases",
    access: ["purchases.list"],
    schema: {
      summary: "Purchases, newest first, filtered by date range, vendor and payment method; paginated, with totals",
      tags,
      querystring: purchaseListQuerySchema,
      response: { 200: envelopeOf(purchasePageSchema) },
    },
    handler: async (request) => ok(await listPurchases(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/purchases",
    access: ["purchases.new"],
    schema: {
      summary: "Save a purchase; the amount must be the sum of the line subtotals; stock of its standard products rises",
      tags,
      body: z.object({ purchase: purchaseInputSchema }),
      response: { 200: envelopeOf(purchaseSchema) },
    },
    handler: async (request) => ok(await createPurchase(deps, authOf(request), request.body.purchase, request.ip), "Purchase saved."),
  });
  route(app, {
    method: "GET",
    url: "/api/purchases/:id",
    access: ["purchases.list", "purchases.edit"],
    schema: { summary: "A purchase with its lines and attachments", tags, params: purchaseParams, response: { 200: envelopeOf(purchaseSchema) } },
    handler: async (request) => ok(await getPurchase(deps, request.params.id)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/purchases/:id",
    access: ["purchases.edit"],
    schema: {
      summary: "Replace a purchase (its lines too); stock moves by the difference",
      tags,
      params: purchaseParams,
      body: z.object({ purchase: purchaseInputSchema }),
      response: { 200: envelopeOf(purchaseSchema) },
    },
    handler: async (request) => ok(await updatePurchase(deps, authOf(request), request.params.id, request.body.purchase, request.ip), "Purchase saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/purchases/:id",
    access: ["purchases.delete"],
    schema: { summary: "Delete a purchase; the units it brought in leave the stock", tags, params: purchaseParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deletePurchase(deps, authOf(request), request.params.id, request.ip);
      return ok(null, "Purchase deleted.");
    },
  });
}
