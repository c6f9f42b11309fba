export * from "./settings-routes";
export * from "./settings-api";
export * from "./utility-settings";
export * from "./tip-presets";
export * from "./payment-profile";
export * from "./tile-colours";
export * from "./tile-colours-schema";
