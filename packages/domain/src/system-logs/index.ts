export * from "./system-log-routes";
export * from "./system-log-levels";
export * from "./system-log-api";
