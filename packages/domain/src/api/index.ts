export * from "./api-contract";
export * from "./api-schemas";
export * from "./route-contract";
export * from "./define-api";
export * from "./platform-routes";
export * from "./platform-api";
