export * from "./purchase-inputs";
export * from "./purchase-pricing";
export * from "./purchase-contract";
export * from "./purchase-rules";
export * from "./purchase-routes";
export * from "./purchase-api";
export * from "./purchase-refusals";
