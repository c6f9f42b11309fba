export * from "./color-name";
export * from "./customer-schemas";
export * from "./customer-contract";
export * from "./customer-rules";
export * from "./customer-refusals";
export * from "./plate-key";
export * from "./customer-routes";
export * from "./customer-api";
