import { z } from "zod";
import { defineApi } from "../api/define-api";
import { smsWebhookRoutes } from "./sms-webhook-routes";

export const smsWebhookHeaders = z.object({ "x-twilio-signature": z.string().max(2000).optional() });

// Both answer an empty TwiML <Response/> (text/xml), not the envelope: the provider reads it, and
// an empty one tells it to send no reply of its own.
export const smsWebhookApi = defineApi("sms webhooks", smsWebhookRoutes, {
  inbound: {
    summary:
      "An inbound text from the SMS provider (form-encoded, signed with X-Twilio-Signature): stored once per MessageSid, matched to the customer by phone; STOP, START and HELP are honoured",
    headers: smsWebhookHeaders,
  },
  status: {
    summary: "A delivery status callback from the SMS provider (signed the same way): moves the text's status forward and adds to its history",
    headers: smsWebhookHeaders,
  },
});
