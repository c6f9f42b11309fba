export * from "./messages";
export * from "./limits";
export * from "./control-characters";
export * from "./phone";
export * from "./text-rules";
export * from "./number-rules";
export * from "./date-rules";
