export * from "./messages";
export * from "./phone";
export * from "./text-rules";
export * from "./number-rules";
