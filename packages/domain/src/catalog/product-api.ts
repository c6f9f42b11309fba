import { z } from "zod";
import { defineApi } from "../api/define-api";
import { productCategoriesSchema, productPageSchema, productSchema, productSearchAnswerSchema } from "./product-contract";
import { productInputSchema } from "./product-input";
import { productListQuerySchema, productSearchQuerySchema } from "./product-queries";
import { productRoutes } from "./product-routes";

const params = z.object({ id: z.uuid() });

export const productApi = defineApi("products", productRoutes, {
  list: {
    summary: "Products, searched by name or code, filtered by category, kind and active; paginated with a total",
    querystring: productListQuerySchema,
    response: productPageSchema,
  },
  categories: { summary: "The categories in use, A–Z", response: productCategoriesSchema },
  get: { summary: "One product, a combo with its contents", params, response: productSchema },
  create: { summary: "Add a product (standard, combo or service)", body: z.object({ product: productInputSchema }), response: productSchema },
  update: {
    summary: "Change a product (the whole form; stock only when sent)",
    params,
    body: z.object({ product: productInputSchema }),
    response: productSchema,
  },
  delete: { summary: "Delete a product (past sales keep it)", params, response: z.null() },
  search: {
    summary: "Products by name or code for pickers: at most 20, projected fields, without the excluded ids",
    querystring: productSearchQuerySchema,
    response: productSearchAnswerSchema,
  },
});
