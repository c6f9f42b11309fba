export * from "./inbound-intent";
