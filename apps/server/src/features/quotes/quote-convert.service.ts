import { ActivityAction, can, QuoteStatus, quoteRefusals, type QuoteConvertValue, type QuoteConverted, type SaleCreateValue } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { accessDenied, refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import { createSaleIn, saleHint } from "../sales";
import * as repo from "./quotes.repository";
import { assertLive } from "./quote-errors";
import { quoteHint, QUOTE_ENTITY } from "./quote-hint";
import { lockLiveQuote, readQuote } from "./quote-read";

/** The sale a quote becomes: its party and lines as they are on the quote, priced again by the sale. */
async function saleInputOf(tx: Transaction, quote: repo.QuoteRow, input: QuoteConvertValue): Promise<SaleCreateValue> {
  const lines = await repo.findLines(tx, quote.id);
  return {
    customerId: quote.customerId,
    vehicleId: quote.vehicleId,
    vehicleType: quote.vehicleType,
    serviceMode: quote.serviceMode,
    notes: quote.notes,
    lines: lines.map((l) => {
      if (!l.productId) throw refusalError(quoteRefusals.productGone);
      return { productId: l.productId, quantity: l.quantity, discount: { type: l.discountType, rate: l.discountRate }, staffIds: l.staffIds };
    }),
    expectedAmount: input.expectedAmount,
    payments: input.payments,
    registerSessionId: input.registerSessionId,
  };
}

/**
 * POST /api/quotes/:id/convert: in one transaction, ring up the sale through the sales create path
 * (priced now, the shown total checked, payments and stock as for any sale) and mark the quote
 * Converted with its sale. The quote row is locked, so a quote converts once; a repeat with the same
 * Idempotency-Key gets the first answer (the same sale), any other attempt a 409.
 */
export async function convertQuote(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: QuoteConvertValue,
  meta: RequestMeta,
): Promise<IdempotentReply<QuoteConverted>> {
  // The route lets in whoever may ring up a sale; the quote itself must be theirs to see.
  if (!can(auth.group, "quotes.list")) throw accessDenied();
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/quotes/${id}/convert`, body: input },
    async (tx) => {
      const quote = await lockLiveQuote(tx, id);
      if (quote.status === QuoteStatus.Converted) throw refusalError(quoteRefusals.alreadyConverted((await readQuote(tx, id)).sale?.number ?? null));
      assertLive(quote.status);
      const sale = await createSaleIn(tx, deps, auth, await saleInputOf(tx, quote, input), meta.ip);
      await repo.updateQuote(tx, id, { status: QuoteStatus.Converted, saleId: sale.id });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.Completed,
        entity: QUOTE_ENTITY,
        entityId: id,
        details: { number: quote.number, saleId: sale.id, saleNumber: sale.number, amount: sale.amount },
        ip: meta.ip,
      });
      return { quote: await readQuote(tx, id), sale };
    },
    (converted) => ok(converted, `Quote converted to sale #${converted.sale.number}.`),
  );
  if (reply.value) {
    saleHint(deps, reply.value.sale.id, "New", input.registerSessionId);
    quoteHint(deps, id, "Completed");
  }
  return reply;
}
