export * from "./inbound-intent";
export * from "./consent";
export * from "./delivery-status";
export * from "./sms-replies";
export * from "./sms-webhook-routes";
export * from "./sms-webhook-api";
export * from "./sms-webhook-refusals";
