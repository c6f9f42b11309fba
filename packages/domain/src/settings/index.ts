export * from "./settings-routes";
export * from "./settings-api";
