import { ApiStatus, ErrorCode, sessionRefusals, type NotificationType, type Refusal } from "@washdesk/domain";

/**
 * An expected failure with words for the person at the screen and a code for programs (the
 * envelope's `code`). Anything else thrown is unexpected: the client gets a generic message and
 * the log gets the details.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly options: { caption?: string; notification?: NotificationType; body?: unknown; code?: string } = {},
  ) {
    super(message);
  }

  /** Fastify plugins (rate limit) read the HTTP code from here. */
  get statusCode(): number {
    return this.httpStatus;
  }

  /** The envelope's code: the one given, else the one of the HTTP status. */
  get code(): string {
    return this.options.code ?? codeForStatus(this.httpStatus);
  }
}

/** The code of a failure that has none of its own, from its HTTP status. */
export function codeForStatus(httpStatus: number): string {
  if (httpStatus === 401) return ErrorCode.sessionExpired;
  if (httpStatus === 403) return ErrorCode.accessDenied;
  if (httpStatus === 404) return ErrorCode.notFound;
  if (httpStatus === 409) return ErrorCode.conflict;
  if (httpStatus === 429) return ErrorCode.tooManyRequests;
  return httpStatus >= 500 ? ErrorCode.unexpected : ErrorCode.invalid;
}

/** A refusal about one field of the form, in the shape validation errors have. */
export const fieldsBody = (field: string, message: string) => ({ fields: [{ field, message }] });

export const badRequest = (message: string, body?: unknown, code?: string) =>
  new AppError(400, ApiStatus.ERROR, message, { caption: "Please check the form", body, code });
export const sessionExpired = (message = sessionRefusals.expired(true).message, code?: string) =>
  new AppError(401, ApiStatus.SESSION_EXPIRED, message, { caption: "Session expired", code });
export const accessDenied = (message = "You do not have permission to do this.", code?: string) =>
  new AppError(403, ApiStatus.ACCESSDENIED, message, { caption: "Access denied", code });
export const notFound = (message = "Not found.", code?: string) => new AppError(404, ApiStatus.INVALID, message, { caption: "Not found", code });
export const conflict = (message: string, code?: string, body?: unknown) => new AppError(409, ApiStatus.ERROR, message, { caption: "Conflict", code, body });
export const tooManyRequests = (message: string, code?: string) => new AppError(429, ApiStatus.ERROR, message, { caption: "Too many attempts", code });
/** A file over the limit (413), whatever the refusal's kind: a multipart limit counts files as parts. */
export const payloadTooLarge = ({ message, code }: Refusal) => new AppError(413, ApiStatus.ERROR, message, { caption: "File too large", code });
const unsupportedType = (message: string, code: string) => new AppError(415, ApiStatus.ERROR, message, { caption: "File type not allowed", code });

/**
 * A domain refusal as the answer: its words, its code, the HTTP status of its kind, and the field
 * it is about (body.fields) when it names one; `field` names it instead where the field is known
 * only when thrown (a line's index).
 */
export function refusalError(refusal: Refusal, field = refusal.field): AppError {
  const { code, message } = refusal;
  const fields = field ? fieldsBody(field, message) : undefined;
  switch (refusal.kind) {
    case "notFound":
      return notFound(message, code);
    case "conflict":
      return conflict(message, code, fields);
    case "signedOut":
      return sessionExpired(message, code);
    case "denied":
      return accessDenied(message, code);
    case "tooLarge":
      return payloadTooLarge(refusal);
    case "unsupported":
      return unsupportedType(message, code);
    case "tooMany":
      return tooManyRequests(message, code);
    case "invalid":
      return badRequest(message, fields, code);
  }
}
