import type { FastifyInstance } from "fastify";
import { purchaseApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createPurchase, deletePurchase, getPurchase, listPurchases, updatePurchase } from "./purchases.service";

/** Purchases (contracts: the domain's purchaseApi). Stock of standard products follows. */
export function purchaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, purchaseApi.list, async (request) => ok(await listPurchases(deps, request.query)));
  route(app, purchaseApi.create, async (request) => ok(await createPurchase(deps, authOf(request), request.body.purchase, request.ip), "Purchase saved."));
  route(app, purchaseApi.get, async (request) => ok(await getPurchase(deps, request.params.id)));
  route(app, purchaseApi.update, async (request) =>
    ok(await updatePurchase(deps, authOf(request), request.params.id, request.body.purchase, request.ip), "Purchase saved."),
  );
  route(app, purchaseApi.delete, async (request) => {
    await deletePurchase(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Purchase deleted.");
  });
}
