export * from "./formats";
export * from "./parse-date";
export * from "./format-date";
export * from "./calendar-days";
