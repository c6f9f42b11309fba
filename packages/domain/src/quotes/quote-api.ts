import { z } from "zod";
import { defineApi } from "../api/define-api";
import { quoteConvertedSchema, quotePageSchema, quoteSchema } from "./quote-contract";
import { deleteQuoteSchema, quoteConvertSchema, quoteCreateSchema, quoteListQuerySchema, quoteSendSchema, quoteUpdateSchema } from "./quote-inputs";
import { quoteRoutes } from "./quote-routes";

const params = z.object({ id: z.uuid() });

export const quoteApi = defineApi("quotes", quoteRoutes, {
  list: {
    summary: "Quotes (deleted ones left out), newest first; filter by status, customer or text",
    querystring: quoteListQuerySchema,
    response: quotePageSchema,
  },
  create: {
    summary: "Write a quote, priced like a sale; refused (409) when the total differs from expectedAmount",
    body: quoteCreateSchema,
    response: quoteSchema,
  },
  get: { summary: "A quote with its lines; recorded as Details", params, response: quoteSchema },
  update: { summary: "Change or cancel an open or sent quote (a new total is checked again)", params, body: quoteUpdateSchema, response: quoteSchema },
  delete: { summary: "Delete a quote, with an optional reason for the activity log", params, body: deleteQuoteSchema, response: z.null() },
  send: {
    summary: "Queue the quote by e-mail or text (to the customer's address or number, or the one given) and mark it Sent",
    params,
    body: quoteSendSchema,
    response: quoteSchema,
  },
  convert: {
    summary: "Convert the quote into a sale (priced now; refused with 409 when the total differs from expectedAmount or the quote was converted already).",
    params,
    body: quoteConvertSchema,
    response: quoteConvertedSchema,
  },
});
