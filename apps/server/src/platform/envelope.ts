import type { Envelope, NotificationType } from "@washdesk/domain";
import { ApiStatus } from "@washdesk/domain";
import { z } from "zod";

/** A successful answer. `message` is shown to the user as a notice when given. */
export function ok<T>(body: T, message = "", notification: NotificationType = "positive"): Envelope<T> {
  return { status: ApiStatus.SUCCESS, isSuccess: true, message, caption: "", notification, body };
}

export function failure(
  status: number,
  message: string,
  caption = "",
  body: unknown = null,
  notification: NotificationType = "negative",
): Envelope<unknown> {
  return { status, isSuccess: false, message, caption, notification, body };
}

/** Response schema for OpenAPI and serialization: the envelope around a route's body. */
export const envelopeOf = <T extends z.ZodType>(body: T) =>
  z.object({
    status: z.number(),
    isSuccess: z.boolean(),
    message: z.string(),
    caption: z.string(),
    notification: z.enum(["positive", "negative", "warning", "info"]),
    body,
  });
