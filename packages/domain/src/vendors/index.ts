export * from "./vendor-schemas";
export * from "./vendor-contract";
export * from "./vendor-rules";
export * from "./vendor-routes";
export * from "./vendor-api";
export * from "./vendor-refusals";
