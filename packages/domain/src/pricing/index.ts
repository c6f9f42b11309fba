export * from "./price-line";
export * from "./price-document";
