import type { FastifyInstance } from "fastify";
import { pageQuerySchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { listMessages } from "./message-logs.repository";

const messageLogSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** pending, sent, failed, or not_sent (no provider configured). */
  status: z.enum(["pending", "sent", "failed", "not_sent"]),
  attempts: z.number(),
  lastError: z.string().nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Who caused the message, when a person did. */
  createdBy: z.string().nullable(),
});

export type MessageLogEntry = z.infer<typeof messageLogSchema>;

const logs = [
  { channel: "email", url: "/api/logs/email", access: ["logs.email"], summary: "E-mail log, newest first" },
  { channel: "sms", url: "/api/logs/sms", access: ["logs.sms"], summary: "SMS log, newest first" },
] as const;

/** What the outbox worker did with each e-mail and text message (the E-mail Logs and SMS Logs screens). */
export function messageLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const log of logs) {
    route(app, {
      method: "GET",
      url: log.url,
      access: log.access,
      schema: {
        summary: log.summary,
        tags: ["logs"],
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(z.object({ items: z.array(messageLogSchema), total: z.number(), page: z.number(), pageSize: z.number() })) },
      },
      handler: async (request) => {
        const { page, pageSize } = request.query;
        const { items, total } = await listMessages(deps.db, log.channel, page, pageSize);
        return ok({
          items: items.map(({ firstName, lastName, createdAt, sentAt, ...rest }) => ({
            ...rest,
            createdAt: createdAt.toISOString(),
            sentAt: sentAt?.toISOString() ?? null,
            createdBy: firstName ? `${firstName} ${lastName}` : null,
          })),
          total,
          page,
          pageSize,
        });
      },
    });
  }
}
