export * from "./formats";
export * from "./parse-date";
export * from "./format-date";
