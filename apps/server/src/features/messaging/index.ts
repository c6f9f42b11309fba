// Messaging with customers: inbound texts, their delivery reports, consent and the inbox (docs/product.md §3 Customer alert).
export { smsWebhookRoutes } from "./sms-webhook.routes";
export { inboxRoutes } from "./inbox.routes";
export { SMS_INBOX_ENTITY } from "./inbound-sms.service";
export { textSettledHint } from "./delivery-status.service";
