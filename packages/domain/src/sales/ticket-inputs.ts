import { z } from "zod";
import { pageQuerySchema } from "../api";
import { hasControlCharacter, limitMessages, messages, requiredText } from "../validation";
import { paymentList, registerSessionRef, saleCreateSchema, saleFields, tipsWithinCeiling, vehicleNeedsCustomer } from "./sale-inputs";
import { OPEN_TICKETS_PAGE_SIZE, TICKET_LABEL_MAX, ticketMessages } from "./ticket-rules";

/** What a parked ticket is called at the counter: a plate or a name. */
export const ticketLabelSchema = z
  .string({ error: ticketMessages.labelRequired })
  .trim()
  .min(1, { error: ticketMessages.labelRequired })
  .max(TICKET_LABEL_MAX, { error: ticketMessages.labelTooLong })
  .refine((label) => !hasControlCharacter(label), { error: limitMessages.controlCharacter });

/**
 * POST /api/sales/tickets (Idempotency-Key required): park a new cart as an open ticket, a pending
 * sale with its lines, party and the payments already taken.
 */
export const ticketParkSchema = saleCreateSchema.safeExtend({ ticketLabel: ticketLabelSchema });
export type TicketPark = z.input<typeof ticketParkSchema>;
export type TicketParkValue = z.output<typeof ticketParkSchema>;

/** POST /api/sales/:id/resume: a ticket at another counter is resumed only when taken over. */
export const ticketResumeSchema = z
  .object({ takeOver: z.boolean().optional() })
  .nullish()
  .transform((body) => ({ takeOver: body?.takeOver ?? false }));
export type TicketResume = z.input<typeof ticketResumeSchema>;
export type TicketResumeValue = z.output<typeof ticketResumeSchema>;

/**
 * POST /api/sales/:id/ticket (Idempotency-Key required): save a resumed ticket. The party and lines
 * are sent only when they changed (refused once something is paid, as any sale); the payments are
 * those taken since it was resumed. `park` puts it back on the list; otherwise the payments are
 * expected to complete it. `resumedAt` is when this counter resumed it (the sale's own, from the
 * resume; null for a ticket saved from the list without resuming): a ticket since taken over
 * elsewhere is refused here.
 */
export const ticketSaveSchema = z
  .object({
    ticketLabel: ticketLabelSchema,
    park: z.boolean(),
    customerId: saleFields.customerId,
    vehicleId: saleFields.vehicleId,
    vehicleType: saleFields.vehicleType,
    serviceMode: saleFields.serviceMode,
    lines: saleFields.lines.optional(),
    expectedAmount: saleFields.expectedAmount.optional(),
    payments: paymentList(),
    registerSessionId: registerSessionRef(),
    resumedAt: z.iso.datetime({ error: messages.required }).nullable(),
  })
  .superRefine(vehicleNeedsCustomer)
  .superRefine(tipsWithinCeiling)
  .superRefine((ticket, ctx) => {
    if (ticket.lines !== undefined && ticket.expectedAmount === undefined) {
      ctx.addIssue({ code: "custom", message: messages.required, path: ["expectedAmount"] });
    }
  });
export type TicketSave = z.input<typeof ticketSaveSchema>;
export type TicketSaveValue = z.output<typeof ticketSaveSchema>;

/** POST /api/sales/:id/ticket/void (Idempotency-Key required): give back what was paid on an open ticket, with why. */
export const ticketVoidSchema = z.object({
  reason: requiredText("reason"),
  registerSessionId: registerSessionRef(),
});
export type TicketVoid = z.input<typeof ticketVoidSchema>;

/** GET /api/sales/tickets: the open tickets, oldest first. */
export const openTicketsQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(OPEN_TICKETS_PAGE_SIZE).default(OPEN_TICKETS_PAGE_SIZE),
});
export type OpenTicketsQuery = z.input<typeof openTicketsQuerySchema>;
