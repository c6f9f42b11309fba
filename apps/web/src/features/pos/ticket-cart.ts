import type { OpenTicket, PaymentInput, Sale, TicketPark, TicketSave } from "@washdesk/domain";
import { draftFromSale, draftVehicleType, saleCreateBody, type SaleDraft } from "../sales";
import { emptyCart, type PosCart } from "./pos-cart";

/** What decides a ticket's price: its party and lines (compared to tell whether they changed). */
export function linesKey(draft: SaleDraft): string {
  return JSON.stringify({
    customerId: draft.customer?.id ?? null,
    vehicleId: draft.vehicleId,
    vehicleType: draftVehicleType(draft),
    lines: draft.lines.map((l) => [l.productId, l.quantity, l.discount.type, l.discount.rate, l.staffIds]),
  });
}

/** A resumed sale as the counter's cart: its lines to ring up, its payments kept as already taken. */
export function cartFromSale(sale: Sale, label: string): PosCart {
  const draft = draftFromSale(sale);
  // Keys unique across reloads, as the counter's own lines have.
  const lines = draft.lines.map((line) => ({ ...line, key: crypto.randomUUID() }));
  return {
    ...emptyCart(),
    ...draft,
    lines,
    ticket: {
      saleId: sale.id,
      number: sale.number,
      label,
      paid: sale.payments.map((p) => ({ id: p.id, method: p.method, amount: p.amount - p.refundedAmount })),
      savedLines: linesKey({ ...draft, lines }),
      resumedAt: sale.resumedAt ?? null,
    },
  };
}

/** The label the park dialog offers: the ticket's own, else the plate, else the customer's name. */
export function suggestedLabel(cart: PosCart): string {
  if (cart.ticket) return cart.ticket.label;
  const vehicle = cart.customer?.vehicles.find((v) => v.id === cart.vehicleId);
  return vehicle?.tag || cart.customer?.name || "";
}

/** The label a ticket is shown and resumed under: its own, else its plate, customer or number. */
export function ticketTitle(ticket: Pick<OpenTicket, "ticketLabel" | "vehicleTag" | "customer" | "number">): string {
  return ticket.ticketLabel ?? ticket.vehicleTag ?? ticket.customer?.name ?? `Sale #${ticket.number}`;
}

/** POST /api/sales/tickets: a new cart parked with its payments. */
export function parkBody(cart: PosCart, amount: number, payments: PaymentInput[], label: string, registerSessionId: string): TicketPark {
  return { ...saleCreateBody(cart, amount, payments), ticketLabel: label, registerSessionId };
}

/**
 * POST /api/sales/:id/ticket: the label, the party and lines only when they changed (the server
 * refuses a change once something is paid), and the payments taken since it was resumed.
 */
export function saveBody(cart: PosCart, amount: number, payments: PaymentInput[], label: string, park: boolean, registerSessionId: string): TicketSave {
  const create = saleCreateBody(cart, amount, payments);
  const changed = cart.ticket === null || cart.ticket === undefined || linesKey(cart) !== cart.ticket.savedLines;
  const base: TicketSave = {
    ticketLabel: label,
    park,
    serviceMode: create.serviceMode,
    payments,
    registerSessionId,
    resumedAt: cart.ticket?.resumedAt ?? null,
  };
  if (!changed) return base;
  return { ...base, customerId: create.customerId, vehicleId: create.vehicleId, vehicleType: create.vehicleType, lines: create.lines, expectedAmount: amount };
}
