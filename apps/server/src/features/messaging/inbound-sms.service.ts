import { inboundIntent, smsReplies, staffMayOptIn, type InboundIntent } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { latestSmsConsentOfPhone, lockSmsNumber, recordConsentChange, smsPhoneKey } from "../../platform/outbox/sms-consent";
import { readShopSettings } from "../settings";
import { appointmentHint, confirmNextByReply } from "../appointments";
import * as repo from "./messaging.repository";
import { paramText, type WebhookParams } from "./sms-webhook-request";

/** The realtime hint an open inbox refreshes on (one entity for every conversation). */
export const SMS_INBOX_ENTITY = "smsInbox";

export interface InboundOutcome {
  /** False for a delivery already handled (the same MessageSid): nothing was done again. */
  stored: boolean;
  intent: InboundIntent | null;
}

/**
 * POST /api/webhooks/sms, once signed: stores the text under its customer (or as an unknown
 * number), and honours STOP, START and HELP (docs/product.md §3 Customer alert) and a YES that
 * confirms the customer's next appointment, all in one transaction with the MessageSid's claim, so
 * a repeated or concurrent delivery does nothing twice.
 */
export async function receiveInboundSms(deps: AppDeps, params: WebhookParams): Promise<InboundOutcome> {
  const sid = paramText(params, "MessageSid") || paramText(params, "SmsSid");
  const from = paramText(params, "From");
  // A signed delivery without a message id or a sender is not a text (a provider's test ping): nothing to store.
  if (!sid || !from) return { stored: false, intent: null };
  const body = paramText(params, "Body");
  const phone = smsPhoneKey(from);
  const read = inboundIntent(body);
  const now = deps.clock();

  const outcome = await deps.db.transaction(async (tx) => {
    await lockSmsNumber(tx, phone);
    const customer = await repo.findCustomerByPhone(tx, phone);
    const inserted = await repo.insertInbound(tx, {
      providerMessageId: sid,
      customerId: customer?.id ?? null,
      fromPhone: phone,
      body,
      intent: read,
      receivedAt: now,
    });
    if (!inserted) return null;
    // YES confirms the customer's soonest upcoming appointment not confirmed yet; with none, it is an ordinary message.
    const confirmed = read === "confirm" && customer ? await confirmNextByReply(tx, customer.id, now) : null;
    const intent: InboundIntent = read === "confirm" && !confirmed ? "message" : read;
    if (intent !== read) await repo.setInboundIntent(tx, inserted.id, intent);
    await applyIntent(deps, tx, intent, { phone, customer, now });
    return { id: inserted.id, customerId: customer?.id ?? null, intent, confirmed };
  });
  if (!outcome) return { stored: false, intent: read };
  const intent = outcome.intent;
  deps.realtime.publish({ entity: SMS_INBOX_ENTITY, id: outcome.customerId ?? phone, action: "New" });
  // Open calendars show it confirmed.
  if (outcome.confirmed) appointmentHint(deps, outcome.confirmed, "Edit");
  // The customer's alert flags may have changed: an open profile refreshes.
  if (outcome.customerId && (intent === "optOut" || intent === "optIn")) deps.realtime.publish({ entity: "customers", id: outcome.customerId, action: "Edit" });
  return { stored: true, intent };
}

interface Sender {
  phone: string;
  customer: { id: string; alertSms: boolean } | null;
  now: Date;
}

async function applyIntent(deps: AppDeps, tx: Executor, intent: InboundIntent, sender: Sender): Promise<void> {
  // A confirming YES is answered by the appointment's own AfterAppointmentConfirmed message.
  if (intent === "message" || intent === "confirm") return;
  const { utility, website } = await readShopSettings(tx);
  const businessName = utility.businessName;
  const shopPhone = website.phone;
  const reply = (body: string) => enqueueMessage(tx, { channel: "sms", recipient: sender.phone, body, customerId: sender.customer?.id ?? null, entity: "sms" });
  const latest = await latestSmsConsentOfPhone(tx, sender.phone);
  const change = (optedIn: boolean) =>
    recordConsentChange(tx, { customerId: sender.customer?.id ?? null, channel: "sms", phone: sender.phone, optedIn, source: "inbound", at: sender.now });

  if (intent === "help") {
    await reply(smsReplies.help(businessName, shopPhone));
    return;
  }
  if (intent === "optOut") {
    // At most one confirmation per opt-out: a second STOP while the customer's own opt-out stands
    // changes nothing and answers nothing (staffMayOptIn is false exactly then).
    if (!staffMayOptIn(latest)) return;
    await change(false);
    await reply(smsReplies.optOut(businessName));
    return;
  }
  // START: only a number that is not opted in now is opted in, and confirmed once.
  const optedIn = latest ? latest.optedIn : (sender.customer?.alertSms ?? false);
  if (optedIn) return;
  await change(true);
  await reply(smsReplies.optIn(businessName));
}
