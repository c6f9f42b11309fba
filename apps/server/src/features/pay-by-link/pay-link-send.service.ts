import {
  ActivityAction,
  messages,
  normalizePhone,
  NotificationTrigger,
  OrderStatus,
  PAY_LINK_LIFETIME_MS,
  payLinkPath,
  payLinkRefusals,
  formatMoney,
  saleRefusals,
  vehicleDescription,
  type PayLinkSendValue,
  type PayLinkSent,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { readVisibleSale } from "../sales";
import { readPaymentKeys, renderMessage } from "../settings";
import { payLinkSigningKey, signPayLinkToken } from "./pay-link-token";
import { insertPayLink } from "./pay-links.repository";

/**
 * POST /api/sales/:id/pay-link: a link to the public invoice of a pending sale with a balance,
 * queued through the outbox in the words of its template (trigger SendPaymentLink). The customer's
 * contact unless another is typed; refused while the payment profile has no Stripe keys, since
 * the customer could not pay.
 */
export async function sendPayLink(deps: AppDeps, auth: AuthContext, saleId: string, input: PayLinkSendValue, origin: string, ip: string): Promise<PayLinkSent> {
  if (!(await readPaymentKeys(deps))) throw refusalError(payLinkRefusals.needsPaymentProfile);
  const signingKey = payLinkSigningKey(deps.config.settingsKey);
  return deps.db.transaction(async (tx) => {
    const sale = await readVisibleSale(tx, auth, saleId, "shop");
    if (sale.deleted) throw refusalError(saleRefusals.notFound);
    if (sale.status !== OrderStatus.Pending) throw refusalError(payLinkRefusals.notPayable);
    if (sale.balance <= 0) throw refusalError(payLinkRefusals.nothingToPay);
    const recipient = recipientOf(input, sale.customer);
    const expiresAt = new Date(deps.clock().getTime() + PAY_LINK_LIFETIME_MS);
    const link = await insertPayLink(tx, { saleId, sentBy: auth.user.id, channel: input.channel, recipient, expiresAt });
    const url = `${deps.config.publicUrl ?? origin}${payLinkPath(signPayLinkToken(signingKey, { linkId: link.id, expiresAt }))}`;
    const message = await renderMessage(tx, NotificationTrigger.SendPaymentLink, input.channel, {
      customerName: sale.customer?.name ?? "",
      saleNumber: String(sale.number),
      amount: formatMoney(sale.balance),
      link: url,
      vehicle: sale.vehicle ? vehicleDescription(sale.vehicle) : "",
    });
    if (!message) throw refusalError(payLinkRefusals.templateOff(input.channel));
    const queued = await enqueueMessage(tx, {
      ...message,
      recipient,
      entity: "sale",
      entityId: saleId,
      createdBy: auth.user.id,
    });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: input.channel === "email" ? ActivityAction.SendEmail : ActivityAction.SendSms,
      entity: "sale",
      entityId: saleId,
      details: { number: sale.number, trigger: NotificationTrigger.SendPaymentLink, recipient, payLinkId: link.id, outboxId: queued.id },
      ip,
    });
    return { recipient, url, expiresAt: expiresAt.toISOString() };
  });
}

function recipientOf(input: PayLinkSendValue, customer: { email: string; phone: string } | null): string {
  if (input.channel === "email") {
    const address = input.recipient || customer?.email || "";
    if (!address) throw refusalError(payLinkRefusals.noAddress);
    return address;
  }
  const typed = input.recipient || customer?.phone || "";
  if (!typed) throw refusalError(payLinkRefusals.noPhone);
  const digits = normalizePhone(typed);
  if (digits === null) throw badRequest(messages.phone);
  return digits;
}
