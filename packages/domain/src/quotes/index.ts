export * from "./quote-status";
export * from "./quote-inputs";
export * from "./quote-contract";
export * from "./quote-rules";
export * from "./quote-refusals";
export * from "./quote-routes";
export * from "./quote-api";
