export * from "./report-rules";
export * from "./report-messages";
export * from "./report-period";
export * from "./report-inputs";
export * from "./report-contract";
export * from "./report-routes";
export * from "./report-api";
