import type { FastifyInstance } from "fastify";
import { smsWebhookApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { receiveInboundSms } from "./inbound-sms.service";
import { receiveDeliveryStatus } from "./delivery-status.service";
import { verifiedParams } from "./sms-webhook-request";

/** An empty TwiML answer: the provider sends no reply of its own. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export function smsWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The provider signs the parameters as it sent them: in this scope the body stays text, read as
  // a form by the routes themselves (any other type reads as no parameters, and fails the signature).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
    route(scope, smsWebhookApi.inbound, async (request, reply) => {
      await receiveInboundSms(deps, await verifiedParams(deps, request));
      return reply.type("text/xml").send(EMPTY_TWIML);
    });
    route(scope, smsWebhookApi.status, async (request, reply) => {
      await receiveDeliveryStatus(deps, await verifiedParams(deps, request));
      return reply.type("text/xml").send(EMPTY_TWIML);
    });
  });
}
