export * from "./time-clock-state";
export * from "./time-clock-rules";
export * from "./time-clock-hours";
export * from "./time-clock-refusals";
export * from "./time-clock-inputs";
export * from "./time-clock-contract";
export * from "./time-clock-routes";
export * from "./time-clock-api";
