// What other features use of products: the catalog search and its categories (the POS counter).
export { listCategories, searchProductCatalog } from "./product-search.service";
