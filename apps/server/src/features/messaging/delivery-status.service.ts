import { advanceDeliveryStatus, deliveryStatusOf } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import * as repo from "./messaging.repository";
import { SMS_INBOX_ENTITY } from "./inbound-sms.service";
import { paramText, type WebhookParams } from "./sms-webhook-request";

/**
 * POST /api/webhooks/sms/status, once signed: adds the report to the text's history (once per
 * status) and moves its status forward only (a late "sent" never undoes "delivered"). A callback
 * for a text the shop does not know, or with a status that says nothing of delivery, changes nothing.
 */
export async function receiveDeliveryStatus(deps: AppDeps, params: WebhookParams): Promise<{ updated: boolean }> {
  const sid = paramText(params, "MessageSid") || paramText(params, "SmsSid");
  const reported = deliveryStatusOf(paramText(params, "MessageStatus") || paramText(params, "SmsStatus"));
  if (!sid || !reported) return { updated: false };
  const errorCode = paramText(params, "ErrorCode") || null;
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    const text = await repo.lockSentText(tx, sid);
    if (!text) return null;
    if (!(await repo.addDeliveryEvent(tx, text.id, reported, errorCode, now))) return null;
    const next = advanceDeliveryStatus(text.deliveryStatus, reported);
    if (next !== text.deliveryStatus) await repo.setDeliveryStatus(tx, text.id, next, errorCode);
    return text.id;
  });
  if (changed === null) return { updated: false };
  deps.realtime.publish({ entity: SMS_INBOX_ENTITY, id: String(changed), action: "Edit" });
  return { updated: true };
}

/**
 * The outbox worker's word that a text was handed to the provider (or given up on): the open
 * inboxes refresh, so a reply leaves "Waiting to send" at once rather than at its first delivery
 * report, which never comes when the provider sends none.
 */
export const textSettledHint =
  (deps: Pick<AppDeps, "realtime">) =>
  (message: { id: number; channel: string }): void => {
    if (message.channel === "sms") deps.realtime.publish({ entity: SMS_INBOX_ENTITY, id: String(message.id), action: "Edit" });
  };
