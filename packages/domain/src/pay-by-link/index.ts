export * from "./pay-link-rules";
export * from "./account-link-rules";
export * from "./pay-link-refusals";
export * from "./pay-link-inputs";
export * from "./pay-link-contract";
export * from "./pay-link-routes";
export * from "./pay-link-api";
