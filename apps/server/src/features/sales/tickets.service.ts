import {
  ActivityAction,
  OrderStatus,
  saleRefusals,
  ticketRefusals,
  VoidOrRefund,
  type OpenTicketPage,
  type Sale,
  type TicketParkValue,
  type TicketResumeValue,
  type TicketSaveValue,
} from "@washdesk/domain";
import type { z } from "zod";
import type { openTicketsQuerySchema, ticketVoidSchema } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import { createSaleIn, repriceSale } from "./sales.service";
import { addPaymentIn } from "./payments.service";
import { refundSaleIn } from "./refunds.service";
import { saleHint } from "./sale-context";
import { lockLiveSale, readSale } from "./sale-read";
import { openTicketPage } from "./ticket-list.repository";

export const TICKET_PARKED = "Ticket parked.";
export const TICKET_SAVED = "Ticket saved.";
export const TICKET_VOIDED = "Payments voided.";

const ENTITY = "sale";

/** A ticket is a pending sale: anything else is paid, voided, refunded or deleted, and the counter leaves it alone. */
function assertOpen(sale: Pick<repo.SaleRow, "status">): void {
  if (sale.status !== OrderStatus.Pending) throw refusalError(ticketRefusals.notOpen(sale.status));
}

/** GET /api/sales/tickets: every pending sale, whoever rang it up and wherever (counter, back office, a quote). */
export async function listOpenTickets(deps: AppDeps, query: z.output<typeof openTicketsQuerySchema>): Promise<OpenTicketPage> {
  return openTicketPage(deps.db, query.page, query.pageSize);
}

/** POST /api/sales/tickets: the cart becomes a pending sale under its label, payments taken so far included. */
export async function parkTicket(deps: AppDeps, auth: AuthContext, input: TicketParkValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/sales/tickets", body: input },
    (tx) => parkTicketIn(tx, deps, auth, input, meta.ip),
    (sale) => ok(sale, TICKET_PARKED),
  );
  if (reply.value) saleHint(deps, reply.value.id, "New", input.registerSessionId);
  return reply;
}

/** The work of POST /api/sales/tickets inside the caller's transaction; checking an appointment in opens its ticket through it too. */
export async function parkTicketIn(tx: Transaction, deps: AppDeps, auth: AuthContext, input: TicketParkValue, ip: string): Promise<Sale> {
  const { ticketLabel, ...sale } = input;
  const created = await createSaleIn(tx, deps, auth, sale, ip);
  await repo.updateSale(tx, created.id, { ticketLabel, parkedAt: deps.clock(), resumedAt: null });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Set,
    entity: ENTITY,
    entityId: created.id,
    details: { number: created.number, ticket: "parked", label: ticketLabel },
    ip,
  });
  return { ...created, ticketLabel };
}

/**
 * POST /api/sales/:id/resume: an open ticket taken up at a counter; other counters see it as in use.
 * One already at a counter is refused unless taken over, and the counter it leaves can no longer save
 * it (its resume time is no longer the ticket's).
 */
export async function resumeTicket(deps: AppDeps, auth: AuthContext, id: string, input: TicketResumeValue, ip: string): Promise<Sale> {
  const sale = await deps.db.transaction(async (tx) => {
    const current = await lockLiveSale(tx, auth, id);
    assertOpen(current);
    if (current.resumedAt !== null && !input.takeOver) throw refusalError(ticketRefusals.inUse);
    await repo.updateSale(tx, id, { resumedAt: deps.clock() });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Details,
      entity: ENTITY,
      entityId: id,
      details: { number: current.number, ticket: current.resumedAt !== null ? "taken over" : "resumed" },
      ip,
    });
    return readSale(tx, id, auth);
  });
  saleHint(deps, id, "Edit");
  return sale;
}

/**
 * POST /api/sales/:id/ticket: the label, the changed party and lines (priced again and refused once
 * something is paid), then each payment taken since it was resumed, all in one transaction.
 */
export async function saveTicket(deps: AppDeps, auth: AuthContext, id: string, input: TicketSaveValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${id}/ticket`, body: input },
    (tx) => saveTicketIn(tx, deps, auth, id, input, meta.ip),
    (sale) => ok(sale, sale.status === OrderStatus.Completed ? "Sale completed." : TICKET_SAVED),
  );
  if (reply.value) saleHint(deps, id, input.payments.length > 0 ? "AddPayment" : "Edit", input.registerSessionId);
  return reply;
}

async function saveTicketIn(tx: Transaction, deps: AppDeps, auth: AuthContext, id: string, input: TicketSaveValue, ip: string): Promise<Sale> {
  const current = await lockLiveSale(tx, auth, id);
  assertOpen(current);
  if ((current.resumedAt?.toISOString() ?? null) !== input.resumedAt) throw refusalError(ticketRefusals.takenOver);
  const now = deps.clock();
  const changes: repo.SaleChanges = { ticketLabel: input.ticketLabel, resumedAt: input.park ? null : current.resumedAt };
  if (input.park) changes.parkedAt = now;
  if (input.serviceMode !== undefined) changes.serviceMode = input.serviceMode;
  if (input.lines !== undefined) {
    if (current.paidTotal > 0) throw refusalError(saleRefusals.editLocked);
    const { customerId, vehicleId, vehicleType, lines, expectedAmount } = input;
    await repriceSale(tx, current, { customerId, vehicleId, vehicleType, lines, expectedAmount }, changes, now);
  }
  await repo.updateSale(tx, id, changes);
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Edit,
    entity: ENTITY,
    entityId: id,
    details: { number: current.number, ticket: input.park ? "parked" : "saved", label: input.ticketLabel, linesChanged: input.lines !== undefined },
    ip,
  });
  for (const payment of input.payments) {
    await addPaymentIn(tx, deps, auth, id, { ...payment, registerSessionId: input.registerSessionId }, ip);
  }
  return readSale(tx, id, auth);
}

/**
 * POST /api/sales/:id/ticket/void: the counter's way to give back what was taken on an open ticket
 * rather than drop it: the sale's own void (every payment back, the sale cancelled, who, when and
 * why in the activity log).
 */
export async function voidTicket(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof ticketVoidSchema>,
  meta: RequestMeta,
): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${id}/ticket/void`, body: input },
    async (tx) => {
      const current = await lockLiveSale(tx, auth, id);
      assertOpen(current);
      if (current.paidTotal === 0) throw refusalError(ticketRefusals.nothingToVoid);
      return refundSaleIn(tx, deps, auth, id, { kind: VoidOrRefund.VOID, reason: input.reason, registerSessionId: input.registerSessionId }, meta.ip);
    },
    (sale) => ok(sale, TICKET_VOIDED),
  );
  if (reply.value) saleHint(deps, id, "Refund", input.registerSessionId);
  return reply;
}
