export * from "./campaign-rules";
export * from "./campaign-inputs";
export * from "./campaign-routes";
export * from "./campaign-api";
export * from "./campaign-refusals";
