import { z } from "zod";
import { notificationTypes } from "./api-contract";

export const envelopeSchema = <T extends z.ZodType>(body: T) =>
  z.object({
    status: z.number().int(),
    isSuccess: z.boolean(),
    message: z.string(),
    caption: z.string(),
    notification: z.enum(notificationTypes),
    body,
  });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
