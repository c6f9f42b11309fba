import { ApiStatus, ErrorCode, type NotificationType, type Refusal } from "@washdesk/domain";

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
export const sessionExpired = (message = "Your session has expired. Please sign in again.") =>
  new AppError(401, ApiStatus.SESSION_EXPIRED, message, { caption: "Session expired" });
export const accessDenied = (message = "You do not have permission to do this.") =>
  new AppError(403, ApiStatus.ACCESSDENIED, message, { caption: "Access denied" });
export const notFound = (message = "Not found.", code?: string) => new AppError(404, ApiStatus.INVALID, message, { caption: "Not found", code });
export const conflict = (message: string, code?: string) => new AppError(409, ApiStatus.ERROR, message, { caption: "Conflict", code });
export const tooManyRequests = (message: string, code?: string) => new AppError(429, ApiStatus.ERROR, message, { caption: "Too many attempts", code });

/**
 * A domain refusal as the answer: its words, its code, the HTTP status of its kind, and the field
 * it is about (body.fields) when it names one.
 */
export function refusalError(refusal: Refusal): AppError {
  const { code, message } = refusal;
  if (refusal.kind === "notFound") return notFound(message, code);
  if (refusal.kind === "conflict") return conflict(message, code);
  return badRequest(message, refusal.field ? fieldsBody(refusal.field, message) : undefined, code);
}
