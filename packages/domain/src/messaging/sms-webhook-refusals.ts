import { refusalTable } from "../api/refusal";

/** Refusals of the SMS provider's deliveries ("smsWebhook.<name>"). */
export const smsWebhookRefusals = refusalTable("smsWebhook", {
  /** Not signed by the provider with the shop's auth token (or no SMS account is set up to check it with). */
  badSignature: { kind: "denied", message: "The SMS webhook signature is not valid." },
});
