import { ActivityAction, messages, normalizePhone, saleRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import type { AuthContext } from "../../platform/auth/sessions";
import { readShopSettings } from "../settings";
import { readSale } from "./sale-read";
import { receiptSmsText, receiptText } from "./receipt-text";

/** POST /api/sales/:id/receipt/email: queued through the outbox, so a mail server being down never fails the counter. */
export async function emailReceipt(deps: AppDeps, auth: AuthContext, id: string, email: string | undefined, ip: string): Promise<{ recipient: string }> {
  return deps.db.transaction(async (tx) => {
    const sale = await readSale(tx, id);
    if (sale.deleted) throw refusalError(saleRefusals.notFound);
    const recipient = email || sale.customer?.email || "";
    if (!recipient) throw refusalError(saleRefusals.noReceiptAddress);
    const { subject, body } = receiptText(sale, await readShopSettings(tx));
    const message = await enqueueMessage(tx, { channel: "email", recipient, subject, body, entity: "sale", entityId: id, createdBy: auth.user.id });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendEmail,
      entity: "sale",
      entityId: id,
      details: { number: sale.number, recipient, outboxId: message.id },
      ip,
    });
    return { recipient };
  });
}

/** POST /api/sales/:id/receipt/sms: queued through the outbox like the e-mail receipt. */
export async function smsReceipt(deps: AppDeps, auth: AuthContext, id: string, phone: string | undefined, ip: string): Promise<{ recipient: string }> {
  return deps.db.transaction(async (tx) => {
    const sale = await readSale(tx, id);
    if (sale.deleted) throw refusalError(saleRefusals.notFound);
    const typed = phone || sale.customer?.phone || "";
    if (!typed) throw refusalError(saleRefusals.noReceiptPhone);
    const recipient = normalizePhone(typed);
    if (recipient === null) throw badRequest(messages.phone);
    const body = receiptSmsText(sale, (await readShopSettings(tx)).utility);
    const message = await enqueueMessage(tx, { channel: "sms", recipient, body, entity: "sale", entityId: id, createdBy: auth.user.id });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendSms,
      entity: "sale",
      entityId: id,
      details: { number: sale.number, recipient, outboxId: message.id },
      ip,
    });
    return { recipient };
  });
}
