import { ActivityAction, QuoteStatus, quoteRefusals, type Quote, type QuoteCreateValue, type QuoteUpdateValue, type VehicleType } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import type { AuthContext } from "../../platform/auth/sessions";
import { resolveParty, assertStaffExist, priceLines, type LineDraft, type SaleLineValue, totalChanged } from "../sales";
import * as repo from "./quotes.repository";
import { assertLive } from "./quote-errors";
import { quoteHint, QUOTE_ENTITY } from "./quote-hint";
import { lockLiveQuote, readQuote } from "./quote-read";

interface PartyInput {
  customerId?: string | null;
  vehicleId?: string | null;
  vehicleType?: VehicleType | null;
}

/**
 * Prices the lines for the customer's vehicle (or the walk-in type) with the sales code and checks
 * the total the screen showed, exactly as a new sale does: a quote's prices are a sale's prices.
 */
async function priceQuote(tx: Transaction, party: PartyInput, lines: readonly SaleLineValue[], expectedAmount: number) {
  const resolved = await resolveParty(tx, party);
  const { drafts, pricing } = await priceLines(tx, lines, resolved.vehicleType);
  if (pricing.amount !== expectedAmount) throw totalChanged(pricing.amount, expectedAmount);
  await assertStaffExist(tx, lines);
  const header = {
    customerId: resolved.customer?.id ?? null,
    vehicleId: resolved.vehicle?.id ?? null,
    vehicleType: resolved.vehicleType,
    subTotal: pricing.subTotal,
    discountTotal: pricing.discountTotal,
    taxTotal: pricing.taxTotal,
    includedTaxTotal: pricing.includedTaxTotal,
    amount: pricing.amount,
  } satisfies repo.QuoteChanges;
  return { header, drafts };
}

const lineRows = (drafts: readonly LineDraft[], quoteId: string): repo.NewQuoteLineRow[] =>
  drafts.map(({ refundedQuantity: _notOnQuotes, id: _id, ...draft }) => ({ ...draft, quoteId }));

/** POST /api/quotes: an Open quote priced like a sale; nothing is paid and no stock moves. */
export async function createQuote(deps: AppDeps, auth: AuthContext, input: QuoteCreateValue, ip: string): Promise<Quote> {
  const quote = await deps.db.transaction(async (tx) => {
    const { header, drafts } = await priceQuote(tx, input, input.lines, input.expectedAmount);
    const row = await repo.insertQuote(tx, {
      ...header,
      serviceMode: input.serviceMode ?? null,
      notes: input.notes,
      validUntil: input.validUntil ?? null,
      status: QuoteStatus.Open,
      createdBy: auth.user.id,
    });
    await repo.insertLines(tx, lineRows(drafts, row.id));
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: QUOTE_ENTITY,
      entityId: row.id,
      details: { number: row.number, amount: row.amount },
      ip,
    });
    return readQuote(tx, row.id);
  });
  quoteHint(deps, quote.id, "New");
  return quote;
}

/** GET /api/quotes/:id; the view is recorded (Details) as a sale's is. */
export async function getQuote(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<Quote> {
  const quote = await readQuote(deps.db, id);
  await writeActivity(deps.db, {
    userId: auth.user.id,
    action: ActivityAction.Details,
    entity: QUOTE_ENTITY,
    entityId: id,
    details: { number: quote.number },
    ip,
  });
  return quote;
}

/** The lines a reprice keeps when none are sent: the same products, quantities, discounts and staff, priced again. */
async function currentLineInputs(tx: Transaction, id: string): Promise<SaleLineValue[]> {
  const lines = await repo.findLines(tx, id);
  return lines.map((l) => {
    if (!l.productId) throw refusalError(quoteRefusals.productGone);
    return { productId: l.productId, quantity: l.quantity, discount: { type: l.discountType, rate: l.discountRate }, staffIds: l.staffIds };
  });
}

/**
 * PATCH /api/quotes/:id, only while Open or Sent. Customer, vehicle or lines reprice the quote at
 * today's catalog prices (the shown total is checked); `status: Cancelled` cancels it.
 */
export async function updateQuote(deps: AppDeps, auth: AuthContext, id: string, input: QuoteUpdateValue, ip: string): Promise<Quote> {
  const quote = await deps.db.transaction(async (tx) => {
    const current = await lockLiveQuote(tx, id);
    assertLive(current.status);
    const changes: repo.QuoteChanges = {};
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.serviceMode !== undefined) changes.serviceMode = input.serviceMode;
    if (input.validUntil !== undefined) changes.validUntil = input.validUntil;
    if (input.status !== undefined) changes.status = input.status;
    if (input.expectedAmount !== undefined) {
      const customerChanged = input.customerId !== undefined;
      const party = {
        customerId: customerChanged ? input.customerId : current.customerId,
        vehicleId: input.vehicleId !== undefined || customerChanged ? input.vehicleId : current.vehicleId,
        vehicleType: input.vehicleType !== undefined ? input.vehicleType : current.vehicleType,
      };
      const lines = input.lines ?? (await currentLineInputs(tx, id));
      const { header, drafts } = await priceQuote(tx, party, lines, input.expectedAmount);
      Object.assign(changes, header);
      await repo.deleteLines(tx, id);
      await repo.insertLines(tx, lineRows(drafts, id));
    }
    await repo.updateQuote(tx, id, changes);
    const cancelled = input.status === QuoteStatus.Cancelled;
    await writeActivity(tx, {
      userId: auth.user.id,
      action: cancelled ? ActivityAction.Cancel : ActivityAction.Edit,
      entity: QUOTE_ENTITY,
      entityId: id,
      details: { number: current.number, fields: Object.keys(input) },
      ip,
    });
    return readQuote(tx, id);
  });
  quoteHint(deps, id, input.status === QuoteStatus.Cancelled ? "Cancel" : "Edit");
  return quote;
}

/** DELETE /api/quotes/:id: a soft delete; the quote leaves the list (a sale it became stays). */
export async function deleteQuote(deps: AppDeps, auth: AuthContext, id: string, reason: string | undefined, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const quote = await lockLiveQuote(tx, id);
    await repo.updateQuote(tx, id, { deletedAt: deps.clock(), deletedBy: auth.user.id });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: QUOTE_ENTITY,
      entityId: id,
      details: { number: quote.number, reason: reason ?? "", status: quote.status },
      ip,
    });
  });
  quoteHint(deps, id, "Delete");
}
