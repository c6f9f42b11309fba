import type { FastifyInstance } from "fastify";
import { quoteApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { createQuote, deleteQuote, getQuote, updateQuote } from "./quotes.service";
import { sendQuote } from "./quote-send.service";
import { convertQuote } from "./quote-convert.service";
import { listQuotes } from "./quote-lists.service";

/** Quotes: priced offers with a sale's lines, sent by e-mail or text and converted into a sale once (contracts: the domain's quoteApi). */
export function quoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, quoteApi.list, async (request) => ok(await listQuotes(deps, request.query)));
  route(app, quoteApi.create, async (request) => ok(await createQuote(deps, authOf(request), request.body, request.ip), "Quote saved."));
  route(app, quoteApi.get, async (request) => ok(await getQuote(deps, authOf(request), request.params.id, request.ip)));
  route(app, quoteApi.update, async (request) => ok(await updateQuote(deps, authOf(request), request.params.id, request.body, request.ip), "Quote saved."));
  route(app, quoteApi.delete, async (request) => {
    await deleteQuote(deps, authOf(request), request.params.id, request.body?.reason, request.ip);
    return ok(null, "Quote deleted.");
  });
  route(app, quoteApi.send, async (request) => {
    const { quote, recipient } = await sendQuote(deps, authOf(request), request.params.id, request.body, request.ip);
    return ok(quote, `Quote queued for ${request.body.channel === "email" ? "e-mail" : "text"} to ${recipient}.`);
  });
  route(app, quoteApi.convert, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await convertQuote(deps, meta.auth, request.params.id, request.body, meta));
  });
}
