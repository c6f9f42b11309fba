export * from "./enum-helpers";
export * from "./catalog";
export * from "./staff";
export * from "./schedule";
export * from "./appointments";
export * from "./vehicles";
export * from "./sales";
export * from "./notifications";
