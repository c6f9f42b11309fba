import {
  ActivityAction,
  formatMoney,
  mayReceiptGoTo,
  messages,
  normalizePhone,
  NotificationTrigger,
  saleRefusals,
  vehicleDescription,
  type Sale,
  type TemplateChannel,
  type TemplateValues,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import type { AuthContext } from "../../platform/auth/sessions";
import { readShopSettings, readUtilitySettings, renderMessage, type RenderedMessage } from "../settings";
import { readVisibleSale } from "./sale-read";
import { receiptSmsText, receiptText } from "./receipt-text";
import { countReceiptMessagesLastHour, holdReceiptSender } from "./receipt-messages.repository";

const ENTITY = "sale";

/**
 * What every receipt by message checks before anything is queued: the caller may see the sale (a
 * sale the caller may not see is not found, with the contact on file read for the shop itself), it
 * is not deleted, the destination is the customer's own or typed by someone who may edit sales, and
 * the caller is under the hourly number of paid messages the utility settings allow.
 */
async function receiptPlan(
  tx: Transaction,
  auth: AuthContext,
  id: string,
  destination: (sale: Sale) => { recipient: string; onFile: string },
): Promise<{ sale: Sale; recipient: string }> {
  const sale = await readVisibleSale(tx, auth, id, "shop");
  if (sale.deleted) throw refusalError(saleRefusals.notFound);
  const { recipient, onFile } = destination(sale);
  if (!mayReceiptGoTo(auth.group, recipient, onFile)) throw refusalError(saleRefusals.receiptElsewhere);
  // One sender's receipts are counted one request at a time, so two at once cannot both pass the cap.
  await holdReceiptSender(tx, auth.user.id);
  const { receiptMessagesPerHour } = await readUtilitySettings(tx);
  if ((await countReceiptMessagesLastHour(tx, auth.user.id)) >= receiptMessagesPerHour) {
    throw refusalError(saleRefusals.receiptMessagesCapped(receiptMessagesPerHour));
  }
  return { sale, recipient };
}

/**
 * The receipt in the words of the AfterOrderCompleted template, the receipt itself one of its
 * variables; refused when the shop turned that template off.
 */
async function receiptMessage(tx: Transaction, sale: Sale, channel: TemplateChannel, receipt: string): Promise<RenderedMessage> {
  const values: TemplateValues = {
    customerName: sale.customer?.name ?? "",
    saleNumber: String(sale.number),
    amount: formatMoney(sale.amount),
    vehicle: sale.vehicle ? vehicleDescription(sale.vehicle) : "",
    receipt,
  };
  const message = await renderMessage(tx, NotificationTrigger.AfterOrderCompleted, channel, values);
  if (!message) throw refusalError(saleRefusals.receiptTemplateOff(channel));
  return message;
}

async function queueReceipt(
  tx: Transaction,
  auth: AuthContext,
  sale: Sale,
  message: RenderedMessage & { recipient: string },
  ip: string,
): Promise<{ recipient: string }> {
  const queued = await enqueueMessage(tx, { ...message, customerId: sale.customer?.id ?? null, entity: ENTITY, entityId: sale.id, createdBy: auth.user.id });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: message.channel === "email" ? ActivityAction.SendEmail : ActivityAction.SendSms,
    entity: ENTITY,
    entityId: sale.id,
    details: { number: sale.number, recipient: message.recipient, outboxId: queued.id },
    ip,
  });
  return { recipient: message.recipient };
}

const sameAddress = (email: string) => email.trim().toLowerCase();

/** POST /api/sales/:id/receipt/email: queued through the outbox, so a mail server being down never fails the counter. */
export async function emailReceipt(deps: AppDeps, auth: AuthContext, id: string, email: string | undefined, ip: string): Promise<{ recipient: string }> {
  return deps.db.transaction(async (tx) => {
    const { sale, recipient } = await receiptPlan(tx, auth, id, (found) => {
      const onFile = found.customer?.email ?? "";
      const typed = email || onFile;
      if (!typed) throw refusalError(saleRefusals.noReceiptAddress);
      return { recipient: typed, onFile: sameAddress(onFile) === sameAddress(typed) ? typed : onFile };
    });
    const message = await receiptMessage(tx, sale, "email", receiptText(sale, await readShopSettings(tx)));
    return queueReceipt(tx, auth, sale, { ...message, recipient }, ip);
  });
}

/** POST /api/sales/:id/receipt/sms: queued through the outbox like the e-mail receipt. */
export async function smsReceipt(deps: AppDeps, auth: AuthContext, id: string, phone: string | undefined, ip: string): Promise<{ recipient: string }> {
  return deps.db.transaction(async (tx) => {
    const { sale, recipient } = await receiptPlan(tx, auth, id, (found) => {
      const typed = phone || found.customer?.phone || "";
      if (!typed) throw refusalError(saleRefusals.noReceiptPhone);
      const normalized = normalizePhone(typed);
      if (normalized === null) throw badRequest(messages.phone);
      return { recipient: normalized, onFile: normalizePhone(found.customer?.phone ?? "") ?? "" };
    });
    const message = await receiptMessage(tx, sale, "sms", receiptSmsText(sale, (await readShopSettings(tx)).utility));
    return queueReceipt(tx, auth, sale, { ...message, recipient }, ip);
  });
}
