import type { FastifyInstance } from "fastify";
import { logApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { messageDetail, messageLog, resendMessage } from "./message-logs.service";

/** What the outbox worker did with each e-mail and text message (the E-mail Logs and SMS Logs screens). */
export function messageLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [channel, list, one, resend] of [
    ["email", logApi.email, logApi.emailMessage, logApi.resendEmail],
    ["sms", logApi.sms, logApi.smsMessage, logApi.resendSms],
  ] as const) {
    route(app, list, async (request) => ok(await messageLog(deps, channel, request.query)));
    route(app, one, async (request) => ok(await messageDetail(deps, channel, request.params.id)));
    route(app, resend, async (request, reply) => sendIdempotent(reply, await resendMessage(deps, channel, request.params.id, requestContextOf(request))));
  }
}
