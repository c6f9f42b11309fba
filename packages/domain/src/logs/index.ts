export * from "./log-routes";
export * from "./log-api";
export * from "./log-inputs";
export * from "./log-refusals";
export * from "./log-words";
export * from "./message-status";
export * from "./message-purpose";
export * from "./activity-changes";
