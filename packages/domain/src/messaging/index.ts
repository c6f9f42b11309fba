export * from "./inbound-intent";
export * from "./message-templates";
