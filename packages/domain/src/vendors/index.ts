export * from "./vendor-schemas";
export * from "./vendor-contract";
