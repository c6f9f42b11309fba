import type { FastifyInstance } from "fastify";
import { vendorApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createVendor, deleteVendor, listVendors, searchVendorsFor, updateVendor } from "./vendors.service";

/** Vendors (contracts: the domain's vendorApi). */
export function vendorRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, vendorApi.list, async (request) => ok(await listVendors(deps, request.query)));
  route(app, vendorApi.create, async (request) => ok(await createVendor(deps, authOf(request), request.body.vendor, request.ip), "Vendor saved."));
  route(app, vendorApi.update, async (request) =>
    ok(await updateVendor(deps, authOf(request), request.params.id, request.body.vendor, request.ip), "Vendor saved."),
  );
  route(app, vendorApi.delete, async (request) => {
    await deleteVendor(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Vendor deleted.");
  });
  route(app, vendorApi.search, async (request) => ok(await searchVendorsFor(deps, request.query)));
}
