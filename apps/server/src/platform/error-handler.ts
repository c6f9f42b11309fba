import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiStatus, ErrorCode } from "@washdesk/domain";
import { AppError, codeForStatus } from "./errors";
import { failure } from "./envelope";

const GENERIC_MESSAGE = "Something went wrong on our side. Please try again.";

/** Application status for an HTTP code, so clients that read either one agree. */
function statusFor(httpStatus: number): number {
  if (httpStatus === 401) return ApiStatus.SESSION_EXPIRED;
  if (httpStatus === 403) return ApiStatus.ACCESSDENIED;
  if (httpStatus === 404) return ApiStatus.INVALID;
  return httpStatus >= 500 ? httpStatus : ApiStatus.ERROR;
}

/**
 * Every failure leaves as an envelope. Expected ones keep their words; unexpected ones are
 * logged with the request id and the client gets a generic message with that id, never a stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { caption = "", notification = "negative", body = null } = error.options;
      return reply.code(error.httpStatus).send(failure(error.status, error.message, caption, body, notification, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "Field is required!",
      }));
      const first = fields[0];
      // The words of docs/product.md exactly, as the form shows them; which field is in body.fields.
      const message = first?.message ?? "Invalid request";
      return reply.code(400).send(failure(ApiStatus.ERROR, message, "Please check the form", { fields }, "negative", ErrorCode.validation));
    }
    const httpStatus = error.statusCode ?? 500;
    if (httpStatus < 500) {
      return reply.code(httpStatus).send(failure(statusFor(httpStatus), error.message, "", null, "negative", codeForStatus(httpStatus)));
    }
    request.log.error({ err: error, reqId: request.id, status: 500 }, "unexpected error");
    return reply.code(500).send(failure(500, GENERIC_MESSAGE, `Reference ${request.id}`, null, "negative", ErrorCode.unexpected));
  });
}

/** A path the router cannot read (a broken percent-encoding) answers in the envelope like any other refusal. */
export function badAddressReply(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(failure(ApiStatus.ERROR, "This address is not valid.", "", null, "negative", ErrorCode.invalid));
}
