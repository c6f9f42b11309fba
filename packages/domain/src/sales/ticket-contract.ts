import { z } from "zod";
import { enumValues, InvoiceStatus, OrderStatus, VehicleType } from "../enums";

const person = z.object({ id: z.string(), name: z.string() });

/**
 * One open ticket on the counter's list: a pending sale, parked at a counter (with its label) or
 * written in the back office or converted from a quote (no label). Money in cents.
 */
export const openTicketSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The plate or name it was parked under; null for a sale that was never parked. */
  ticketLabel: z.string().nullable(),
  status: z.literal(enumValues(OrderStatus)),
  invoiceStatus: z.literal(enumValues(InvoiceStatus)),
  customer: person.nullable(),
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  /** The tag of its vehicle, when it has one. */
  vehicleTag: z.string().nullable(),
  cashier: person,
  lineCount: z.number().int(),
  amount: z.number().int(),
  paidTotal: z.number().int(),
  balance: z.number().int(),
  /** When it was rung up (ISO 8601). */
  createdAt: z.string(),
  /** When it was last parked (ISO 8601); null when never parked. Its age counts from here. */
  parkedAt: z.string().nullable(),
  /** When a counter took it up and has not parked it again since (ISO 8601): it is in use there. */
  resumedAt: z.string().nullable(),
});
export type OpenTicket = z.infer<typeof openTicketSchema>;

export const openTicketPageSchema = z.object({
  items: z.array(openTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpenTicketPage = z.infer<typeof openTicketPageSchema>;
