import type { FastifyInstance } from "fastify";
import { productApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createProduct, deleteProduct, getProduct, updateProduct } from "./products.service";
import { listCategories, listProducts, searchProductCatalog } from "./product-search.service";

/** The catalog (contracts: the domain's productApi). */
export function productRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, productApi.list, async (request) => ok(await listProducts(deps, request.query)));
  route(app, productApi.categories, async () => ok(await listCategories(deps)));
  route(app, productApi.get, async (request) => ok(await getProduct(deps, request.params.id)));
  route(app, productApi.create, async (request) => ok(await createProduct(deps, authOf(request), request.body.product, request.ip), "Product saved."));
  route(app, productApi.update, async (request) =>
    ok(await updateProduct(deps, authOf(request), request.params.id, request.body.product, request.ip), "Product saved."),
  );
  route(app, productApi.delete, async (request) => {
    await deleteProduct(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Product deleted.");
  });
  route(app, productApi.search, async (request) => ok(await searchProductCatalog(deps, request.query)));
}
