export * from "./api-contract";
export * from "./api-schemas";
export * from "./refusal";
