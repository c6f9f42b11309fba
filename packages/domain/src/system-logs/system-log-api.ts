import { z } from "zod";
import { defineApi } from "../api/define-api";
import { systemLogLevels } from "./system-log-levels";
import { systemLogRoutes } from "./system-log-routes";

export const systemLogSchema = z.object({
  id: z.number(),
  loggedAt: z.string(),
  level: z.enum(systemLogLevels),
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  status: z.number().nullable(),
  message: z.string(),
});
export type SystemLogEntry = z.infer<typeof systemLogSchema>;

export const systemLogQuerySchema = z.object({
  level: z.enum(systemLogLevels).optional(),
  /** ISO date-times, inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().trim().min(1).max(64).optional(),
  /** Keyset paging: entries older than this id (the previous page's `nextBefore`). */
  before: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type SystemLogQuery = z.output<typeof systemLogQuerySchema>;

export const systemLogApi = defineApi("systemLogs", systemLogRoutes, {
  list: {
    summary: "System log (warnings and errors of the server), newest first",
    querystring: systemLogQuerySchema,
    response: z.object({ items: z.array(systemLogSchema), nextBefore: z.number().nullable() }),
  },
});
