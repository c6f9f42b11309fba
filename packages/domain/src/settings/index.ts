export * from "./settings-routes";
export * from "./settings-api";
export * from "./utility-settings";
