export * from "./schedule-dates";
export * from "./expense-paid-by";
export * from "./expense-contract";
export * from "./expense-inputs";
export * from "./expense-rules";
export * from "./expense-routes";
export * from "./expense-api";
export * from "./expense-refusals";
