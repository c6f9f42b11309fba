import { z } from "zod";
import { defineApi } from "../api/define-api";
import { activityLogQuerySchema, messageIdParamsSchema, messageLogQuerySchema } from "./log-inputs";
import { messageStatuses } from "./message-status";
import { logRoutes } from "./log-routes";

export const activitySchema = z.object({
  id: z.number(),
  action: z.number(),
  entity: z.string(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  /** What the entry says of the change (before and after); pay hidden from readers without payroll.details. */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  user: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activitySchema>;

export const messageLogSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** pending, sent, failed, or not_sent (no provider configured); words in message-status.ts. */
  status: z.enum(messageStatuses),
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

/** One step of a message's life as the outbox and the activity log record it, oldest first. */
export const messageEventSchema = z.object({ at: z.string(), text: z.string() });
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const messageDetailSchema = messageLogSchema.extend({
  /** direct (a person sent it), automated or bulk. */
  origin: z.string(),
  history: z.array(messageEventSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const activityUserSchema = z.object({ id: z.string(), name: z.string() });
export type ActivityUser = z.infer<typeof activityUserSchema>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

const resend = (channel: string) => ({
  summary: `Sends a failed ${channel} again: it goes back to the outbox, due now (refused for any other status)`,
  params: messageIdParamsSchema,
  body: z.object({}).optional(),
  response: messageDetailSchema,
});

export const logApi = defineApi("logs", logRoutes, {
  activities: {
    summary: "Activity log, newest first, by user, action, entity and days",
    querystring: activityLogQuerySchema,
    response: pageOf(activitySchema),
  },
  activityUsers: { summary: "The people the activity log can be filtered by", response: z.array(activityUserSchema) },
  email: { summary: "E-mail log, newest first, by status, recipient and days", querystring: messageLogQuerySchema, response: pageOf(messageLogSchema) },
  emailMessage: { summary: "One e-mail with its history", params: messageIdParamsSchema, response: messageDetailSchema },
  resendEmail: resend("e-mail"),
  sms: { summary: "SMS log, newest first, by status, recipient and days", querystring: messageLogQuerySchema, response: pageOf(messageLogSchema) },
  smsMessage: { summary: "One text message with its history", params: messageIdParamsSchema, response: messageDetailSchema },
  resendSms: resend("text message"),
});
