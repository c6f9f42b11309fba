import { z } from "zod";
import { defineApi } from "../api/define-api";
import { saleSchema } from "./sale-contract";
import { openTicketPageSchema } from "./ticket-contract";
import { openTicketsQuerySchema, ticketParkSchema, ticketResumeSchema, ticketSaveSchema, ticketVoidSchema } from "./ticket-inputs";
import { ticketRoutes } from "./ticket-routes";

const params = z.object({ id: z.uuid() });

export const ticketApi = defineApi("sales", ticketRoutes, {
  open: {
    summary: "Open tickets: every pending sale (parked at a counter, written in the back office or converted from a quote), oldest first",
    querystring: openTicketsQuerySchema,
    response: openTicketPageSchema,
  },
  park: {
    summary: "Park a new cart as an open ticket: a pending sale with a label, its lines and the payments already taken",
    body: ticketParkSchema,
    response: saleSchema,
  },
  resume: {
    summary: "Resume an open ticket at the counter: the pending sale with its lines and payments; recorded. One at another counter only when taken over",
    params,
    body: ticketResumeSchema,
    response: saleSchema,
  },
  save: {
    summary: "Save a resumed ticket: its label, its party and lines (only while nothing is paid) and the payments taken since; parked again or paid",
    params,
    body: ticketSaveSchema,
    response: saleSchema,
  },
  void: {
    summary: "Void an open ticket's payments with a reason: everything paid goes back and the sale is cancelled",
    params,
    body: ticketVoidSchema,
    response: saleSchema,
  },
});
