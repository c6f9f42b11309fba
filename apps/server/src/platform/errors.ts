import { ApiStatus, type NotificationType } from "@washdesk/domain";

/**
 * An expected failure with words for the person at the screen. Anything else thrown is
 * unexpected: the client gets a generic message and the log gets the details.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
    readonly options: { caption?: string; notification?: NotificationType; body?: unknown } = {},
  ) {
    super(message);
  }

  /** Fastify plugins (rate limit) read the HTTP code from here. */
  get statusCode(): number {
    return this.httpStatus;
  }
}

export const badRequest = (message: string, body?: unknown) =>
  new AppError(400, ApiStatus.ERROR, message, { caption: "Please check the form", body });
export const sessionExpired = (message = "Your session has expired. Please sign in again.") =>
  new AppError(401, ApiStatus.SESSION_EXPIRED, message, { caption: "Session expired" });
export const accessDenied = (message = "You do not have permission to do this.") =>
  new AppError(403, ApiStatus.ACCESSDENIED, message, { caption: "Access denied" });
export const notFound = (message = "Not found.") => new AppError(404, ApiStatus.INVALID, message, { caption: "Not found" });
export const conflict = (message: string) => new AppError(409, ApiStatus.ERROR, message, { caption: "Conflict" });
export const tooManyRequests = (message: string) =>
  new AppError(429, ApiStatus.ERROR, message, { caption: "Too many attempts" });
