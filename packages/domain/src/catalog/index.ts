export * from "./product-input";
export * from "./product-contract";
export * from "./product-queries";
export * from "./product-image";
export * from "./vehicle-price";
export * from "./catalog-messages";
export * from "./product-search-rules";
