import { ActivityAction, messages, normalizePhone, optionalEmail, QuoteStatus, quoteRefusals, type Quote, type QuoteChannel } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import type { AuthContext } from "../../platform/auth/sessions";
import { readShopSettings } from "../settings";
import * as repo from "./quotes.repository";
import { assertLive } from "./quote-errors";
import { quoteHint, QUOTE_ENTITY } from "./quote-hint";
import { lockLiveQuote, readQuote } from "./quote-read";
import { quoteEmailText, quoteSmsText } from "./quote-text";

/** The address or number to send to: the one typed, else the customer's; checked for the channel. */
function recipientFor(channel: QuoteChannel, typed: string | undefined, quote: Quote): string {
  if (channel === "email") {
    const email = typed || quote.customer?.email || "";
    if (!email) throw refusalError(quoteRefusals.emailMissing);
    if (!optionalEmail().safeParse(email).success) throw badRequest(messages.email);
    return email;
  }
  const phone = typed || quote.customer?.phone || "";
  if (!phone) throw refusalError(quoteRefusals.phoneMissing);
  const digits = normalizePhone(phone);
  if (digits === null) throw badRequest(messages.phone);
  return digits;
}

/**
 * POST /api/quotes/:id/send: queued through the outbox in the same transaction that marks the
 * quote Sent, so a provider being down never fails the request and a failed request sends nothing.
 */
export async function sendQuote(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: { channel: QuoteChannel; recipient?: string },
  ip: string,
): Promise<{ quote: Quote; recipient: string }> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockLiveQuote(tx, id);
    assertLive(row.status);
    const quote = await readQuote(tx, id);
    const recipient = recipientFor(input.channel, input.recipient, quote);
    const shop = await readShopSettings(tx);
    const text = input.channel === "email" ? quoteEmailText(quote, shop) : { subject: "", body: quoteSmsText(quote, shop) };
    const message = await enqueueMessage(tx, { channel: input.channel, recipient, ...text, entity: QUOTE_ENTITY, entityId: id, createdBy: auth.user.id });
    await repo.updateQuote(tx, id, { status: QuoteStatus.Sent, sentAt: deps.clock() });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: input.channel === "email" ? ActivityAction.SendEmail : ActivityAction.SendSms,
      entity: QUOTE_ENTITY,
      entityId: id,
      details: { number: quote.number, recipient, outboxId: message.id },
      ip,
    });
    return { quote: await readQuote(tx, id), recipient };
  });
  quoteHint(deps, id, input.channel === "email" ? "SendEmail" : "SendSms");
  return result;
}
