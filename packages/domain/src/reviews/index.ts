export * from "./review-rules";
export * from "./review-refusals";
export * from "./review-inputs";
export * from "./review-contract";
export * from "./review-routes";
export * from "./review-api";
