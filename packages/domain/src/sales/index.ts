export * from "./sale-status";
export * from "./award-points";
export * from "./sales-messages";
export * from "./sale-inputs";
export * from "./sale-contract";
export * from "./sale-pricing";
export * from "./pos-start-contract";
