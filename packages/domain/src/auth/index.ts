export * from "./auth-schemas";
export * from "./credential-rules";
export * from "./auth-routes";
export * from "./auth-api";
export * from "./auth-refusals";
export * from "./locked-account-routes";
export * from "./locked-account-contract";
export * from "./locked-account-api";
