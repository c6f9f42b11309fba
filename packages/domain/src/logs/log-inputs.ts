import { z } from "zod";
import { pageQuerySchema } from "../api/api-schemas";
import { ActivityAction } from "../enums";
import { businessDate } from "../validation/date-rules";
import { messageStatuses } from "./message-status";

const actionValues = Object.values(ActivityAction) as [ActivityAction, ...ActivityAction[]];
const dateOrderMessage = "The start date must not be after the end date.";

/** The shop's days, inclusive; either end may be left open. */
const dateRange = { from: businessDate().optional(), to: businessDate().optional() };
const inOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** GET /api/logs/email and /api/logs/sms: a status, part of the recipient, the shop's days. */
export const messageLogQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(messageStatuses).optional(),
    recipient: z.string().trim().min(1).max(100).optional(),
    ...dateRange,
  })
  .refine(inOrder, { error: dateOrderMessage, path: ["from"] });
export type MessageLogQuery = z.output<typeof messageLogQuerySchema>;

/** GET /api/activities: who, which action, on what, the shop's days. */
export const activityLogQuerySchema = pageQuerySchema
  .extend({
    userId: z.uuid().optional(),
    action: z.coerce
      .number()
      .int()
      .refine((value) => actionValues.includes(value as ActivityAction), { error: "Choose an action of the list." })
      .optional(),
    entity: z.string().trim().toLowerCase().min(1).max(40).optional(),
    ...dateRange,
  })
  .refine(inOrder, { error: dateOrderMessage, path: ["from"] });
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
