import type { FastifyInstance } from "fastify";
import {
  deleteQuoteSchema,
  quoteConvertedSchema,
  quoteConvertSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteSchema,
  quoteSendSchema,
  quoteUpdateSchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { createQuote, deleteQuote, getQuote, updateQuote } from "./quotes.service";
import { sendQuote } from "./quote-send.service";
import { convertQuote } from "./quote-convert.service";
import { listQuotes } from "./quote-lists.service";

const quoteParams = z.object({ id: z.uuid() });
const tags = ["quotes"];
const quoteAnswer = { 200: envelopeOf(quoteSchema) };

/** Quotes: priced offers with a sale's lines, sent by e-mail or text and converted into a sale once. */
export function quoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/quotes",
    access: ["quotes.list"],
    schema: { summary: "Quotes (deleted ones left out), newest first; filter by status, customer or text", tags, querystring: quoteListQuerySchema, response: { 200: envelopeOf(quotePageSchema) } },
    handler: async (request) => ok(await listQuotes(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/quotes",
    access: ["quotes.new"],
    schema: { summary: "Write a quote, priced like a sale; refused (409) when the total differs from expectedAmount", tags, body: quoteCreateSchema, response: quoteAnswer },
    handler: async (request) => ok(await createQuote(deps, authOf(request), request.body, request.ip), "Quote saved."),
  });
  route(app, {
    method: "GET",
    url: "/api/quotes/:id",
    access: ["quotes.list"],
    schema: { summary: "A quote with its lines; recorded as Details", tags, params: quoteParams, response: quoteAnswer },
    handler: async (request) => ok(await getQuote(deps, authOf(request), request.params.id, request.ip)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/quotes/:id",
    access: ["quotes.edit"],
    schema: { summary: "Change or cancel an open or sent quote (a new total is checked again)", tags, params: quoteParams, body: quoteUpdateSchema, response: quoteAnswer },
    handler: async (request) => ok(await updateQuote(deps, authOf(request), request.params.id, request.body, request.ip), "Quote saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/quotes/:id",
    access: ["quotes.delete"],
    schema: { summary: "Delete a quote, with an optional reason for the activity log", tags, params: quoteParams, body: deleteQuoteSchema, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteQuote(deps, authOf(request), request.params.id, request.body?.reason, request.ip);
      return ok(null, "Quote deleted.");
    },
  });
  route(app, {
    method: "POST",
    url: "/api/quotes/:id/send",
    // Whoever writes quotes sends them; sending marks the quote Sent.
    access: ["quotes.new", "quotes.edit"],
    schema: { summary: "Queue the quote by e-mail or text (to the customer's address or number, or the one given) and mark it Sent", tags, params: quoteParams, body: quoteSendSchema, response: quoteAnswer },
    handler: async (request) => {
      const { quote, recipient } = await sendQuote(deps, authOf(request), request.params.id, request.body, request.ip);
      return ok(quote, `Quote queued for ${request.body.channel === "email" ? "e-mail" : "text"} to ${recipient}.`);
    },
  });
  route(app, {
    method: "POST",
    url: "/api/quotes/:id/convert",
    // Converting rings up a sale, so it takes the right to make one (and to see quotes, checked by the service).
    access: ["sales.new", "sales.pos.new"],
    schema: {
      summary: "Convert the quote into a sale (priced now; refused with 409 when the total differs from expectedAmount or the quote was converted already). Requires an Idempotency-Key header.",
      tags,
      params: quoteParams,
      body: quoteConvertSchema,
      response: { 200: envelopeOf(quoteConvertedSchema) },
    },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await convertQuote(deps, meta.auth, request.params.id, request.body, meta));
    },
  });
}
