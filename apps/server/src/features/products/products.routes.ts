import type { FastifyInstance } from "fastify";
import {
  productCategoriesAccess,
  productSearchAccess,
  productCategoriesSchema,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  productSearchAnswerSchema,
  productSearchQuerySchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createProduct, deleteProduct, getProduct, updateProduct } from "./products.service";
import { listCategories, listProducts, searchProductCatalog } from "./product-search.service";

const productParams = z.object({ id: z.uuid() });
const tags = ["products"];

/** The catalog (SPEC §2 /products…, §7 GET /search/product). */
export function productRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/products",
    access: ["products.list"],
    schema: {
      summary: "Products, searched by name or code, filtered by category, kind and active; paginated with a total",
      tags,
      querystring: productListQuerySchema,
      response: { 200: envelopeOf(productPageSchema) },
    },
    handler: async (request) => ok(await listProducts(deps, request.query)),
  });
  route(app, {
    method: "GET",
    url: "/api/products/categories",
    access: productCategoriesAccess,
    schema: { summary: "The categories in use, A–Z", tags, response: { 200: envelopeOf(productCategoriesSchema) } },
    handler: async () => ok(await listCategories(deps)),
  });
  route(app, {
    method: "GET",
    url: "/api/products/:id",
    access: ["products.list", "products.edit"],
    schema: { summary: "One product, a combo with its contents", tags, params: productParams, response: { 200: envelopeOf(productSchema) } },
    handler: async (request) => ok(await getProduct(deps, request.params.id)),
  });
  route(app, {
    method: "POST",
    url: "/api/products",
    access: ["products.new"],
    schema: {
      summary: "Add a product (standard, combo or service)",
      tags,
      body: z.object({ product: productInputSchema }),
      response: { 200: envelopeOf(productSchema) },
    },
    handler: async (request) => ok(await createProduct(deps, authOf(request), request.body.product, request.ip), "Product saved."),
  });
  route(app, {
    method: "PATCH",
    url: "/api/products/:id",
    access: ["products.edit"],
    schema: {
      summary: "Change a product (the whole form; stock only when sent)",
      tags,
      params: productParams,
      body: z.object({ product: productInputSchema }),
      response: { 200: envelopeOf(productSchema) },
    },
    handler: async (request) =>
      ok(await updateProduct(deps, authOf(request), request.params.id, request.body.product, request.ip), "Product saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/products/:id",
    access: ["products.delete"],
    schema: { summary: "Delete a product (past sales keep it)", tags, params: productParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteProduct(deps, authOf(request), request.params.id, request.ip);
      return ok(null, "Product deleted.");
    },
  });
  route(app, {
    method: "GET",
    url: "/api/search/product",
    access: productSearchAccess,
    schema: {
      summary: "Products by name or code for pickers: at most 20, projected fields, without the excluded ids",
      tags,
      querystring: productSearchQuerySchema,
      response: { 200: envelopeOf(productSearchAnswerSchema) },
    },
    handler: async (request) => ok(await searchProductCatalog(deps, request.query)),
  });
}
