export * from "./log-routes";
export * from "./log-api";
