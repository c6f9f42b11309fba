export * from "./api-contract";
export * from "./api-schemas";
export * from "./refusal";
export * from "./route-contract";
export * from "./define-api";
export * from "./platform-routes";
export * from "./platform-api";
