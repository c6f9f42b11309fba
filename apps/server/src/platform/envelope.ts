import type { Envelope, NotificationType } from "@washdesk/domain";
import { ApiStatus, ErrorCode } from "@washdesk/domain";
import { z } from "zod";

/** A successful answer. `message` is shown to the user as a notice when given. */
export function ok<T>(body: T, message = "", notification: NotificationType = "positive"): Envelope<T> {
  return { status: ApiStatus.SUCCESS, isSuccess: true, message, caption: "", notification, body };
}

/**
 * A failed answer. `code` is the failure's stable machine code (see Envelope.code): screens decide
 * on it and show `message`; the other fields keep the shape every answer has.
 */
export function failure(
  status: number,
  message: string,
  caption = "",
  body: unknown = null,
  notification: NotificationType = "negative",
  code: string = ErrorCode.unexpected,
): Envelope<unknown> {
  return { status, isSuccess: false, message, caption, notification, body, code };
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
