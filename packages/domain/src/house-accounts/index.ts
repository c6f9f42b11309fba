export * from "./house-account-refusals";
export * from "./house-account-rules";
export * from "./account-payment-plan";
export * from "./house-account-inputs";
export * from "./house-account-contract";
export * from "./house-account-routes";
export * from "./house-account-api";
export * from "./statement-text";
