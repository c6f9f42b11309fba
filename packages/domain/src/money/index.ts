export * from "./rounding";
export * from "./allocate";
export * from "./money-text";
