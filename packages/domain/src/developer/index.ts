export * from "./developer-routes";
export * from "./developer-words";
export * from "./developer-api";
