import { defineRoutes } from "../api/route-contract";
import { productCategoriesAccess, productSearchAccess } from "./product-search-rules";

/** The catalog (docs/product.md §2 /products…, §7 GET /search/product). */
export const productRoutes = defineRoutes({
  list: { method: "GET", path: "/api/products", access: ["products.list"] },
  categories: { method: "GET", path: "/api/products/categories", access: productCategoriesAccess },
  get: { method: "GET", path: "/api/products/:id", access: ["products.list", "products.edit"] },
  create: { method: "POST", path: "/api/products", access: ["products.new"] },
  update: { method: "PATCH", path: "/api/products/:id", access: ["products.edit"] },
  delete: { method: "DELETE", path: "/api/products/:id", access: ["products.delete"] },
  search: { method: "GET", path: "/api/search/product", access: productSearchAccess },
});
