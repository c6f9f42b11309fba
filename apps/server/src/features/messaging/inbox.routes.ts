import type { FastifyInstance } from "fastify";
import { inboxApi, inboxWords } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { getThread, linkUnknownNumber, listConversations, markConversationRead, replyToConversation, unreadCount } from "./inbox.service";

/** The two-way text inbox (contracts: the domain's inboxApi). */
export function inboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, inboxApi.conversations, async (request) => ok(await listConversations(deps, request.query)));
  route(app, inboxApi.unread, async () => ok(await unreadCount(deps)));
  route(app, inboxApi.thread, async (request) => ok(await getThread(deps, request.params.conversation)));
  route(app, inboxApi.markRead, async (request) => ok(await markConversationRead(deps, authOf(request), request.params.conversation)));
  route(app, inboxApi.reply, async (request, reply) =>
    sendIdempotent(reply, await replyToConversation(deps, request.params.conversation, request.body.reply, requestContextOf(request))),
  );
  route(app, inboxApi.link, async (request) =>
    ok(await linkUnknownNumber(deps, authOf(request), request.params.conversation, request.body.customerId, request.ip), inboxWords.linked),
  );
}
