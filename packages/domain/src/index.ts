export * from "./api";
export * from "./auth";
export * from "./enums";
export * from "./validation";
export * from "./money";
export * from "./pricing";
export * from "./permissions";
export * from "./dates";
