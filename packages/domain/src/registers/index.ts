export * from "./cash-count";
export * from "./cash-ledger";
export * from "./register-inputs";
export * from "./register-contract";
