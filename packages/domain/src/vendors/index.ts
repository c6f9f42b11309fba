export * from "./vendor-schemas";
export * from "./vendor-contract";
export * from "./vendor-rules";
