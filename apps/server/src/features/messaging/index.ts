// Messaging with customers: inbound texts, their delivery reports and consent (docs/product.md §3 Customer alert).
export { smsWebhookRoutes } from "./sms-webhook.routes";
export { SMS_INBOX_ENTITY } from "./inbound-sms.service";
