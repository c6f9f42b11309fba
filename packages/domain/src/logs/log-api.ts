import { z } from "zod";
import { defineApi } from "../api/define-api";
import { pageQuerySchema } from "../api/api-schemas";
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

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const logApi = defineApi("logs", logRoutes, {
  activities: { summary: "Activity log, newest first", querystring: pageQuerySchema, response: pageOf(activitySchema) },
  email: { summary: "E-mail log, newest first", querystring: pageQuerySchema, response: pageOf(messageLogSchema) },
  sms: { summary: "SMS log, newest first", querystring: pageQuerySchema, response: pageOf(messageLogSchema) },
});
