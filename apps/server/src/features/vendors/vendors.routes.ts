import type { FastifyInstance } from "fastify";
import {
  vendorInputSchema,
  vendorListQuerySchema,
  vendorPageSchema,
  vendorSchema,
  vendorSearchAnswerSchema,
  vendorSearchQuerySchema,
  vendorUpdateSchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createVendor, deleteVendor, listVendors, searchVendorsFor, updateVendor } from "./vendors.service";

const vendorParams = z.object({ id: z.uuid() });
const tags = ["vendors"];

/** Vendors (SPEC §2 /purchases/vendors, dialog 6; §7 POST /purchases/vendors, GET /search/vendor). */
export function vendorRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/purchases/vendors",
    access: ["purchases.vendors.list"],
    schema: {
      summary: "Vendors, searched by company, representative, e-mail or phone; paginated with a total",
      tags,
      querystring: vendorListQuerySchema,
      response: { 200: envelopeOf(vendorPageSchema) },
    },
    handler: async (request) => ok(await listVendors(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/purchases/vendors",
    access: ["purchases.vendors.new"],
    schema: {
      summary: "Add a vendor (company and phone required)",
      tags,
      body: z.object({ vendor: vendorInputSchema }),
      response: { 200: envelopeOf(vendorSchema) },
    },
    handler: async (request) => ok(await createVendor(deps, authOf(request), request.body.vendor, request.ip), "Vendor saved."),
  });
  route(app, {
    method: "PATCH",
    url: "/api/purchases/vendors/:id",
    access: ["purchases.vendors.edit"],
    schema: {
      summary: "Change a vendor (only the fields sent)",
      tags,
      params: vendorParams,
      body: z.object({ vendor: vendorUpdateSchema }),
      response: { 200: envelopeOf(vendorSchema) },
    },
    handler: async (request) => ok(await updateVendor(deps, authOf(request), request.params.id, request.body.vendor, request.ip), "Vendor saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/purchases/vendors/:id",
    access: ["purchases.vendors.delete"],
    schema: { summary: "Delete a vendor (its purchases keep naming it)", tags, params: vendorParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteVendor(deps, authOf(request), request.params.id, request.ip);
      return ok(null, "Vendor deleted.");
    },
  });
  route(app, {
    method: "GET",
    url: "/api/search/vendor",
    // The purchase dialog picks vendors with it, and the purchase list filters by one.
    access: ["purchases.new", "purchases.edit", "purchases.vendors.list", "purchases.list"],
    schema: {
      summary: "Vendors for pickers: at most 20, A–Z, projected fields (value = id, label = company)",
      tags,
      querystring: vendorSearchQuerySchema,
      response: { 200: envelopeOf(vendorSearchAnswerSchema) },
    },
    handler: async (request) => ok(await searchVendorsFor(deps, request.query)),
  });
}
