export * from "./cash-count";
export * from "./cash-count-schema";
export * from "./cash-ledger";
export * from "./register-messages";
export * from "./register-inputs";
export * from "./register-contract";
export * from "./register-routes";
export * from "./register-api";
