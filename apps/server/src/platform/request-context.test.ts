import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { headers } from "@washdesk/domain";
import type { AuthContext } from "./auth/sessions";
import { AppError } from "./errors";
import { IDEMPOTENCY_KEY_REQUIRED } from "./idempotency";
import { requestContextOf } from "./request-context";

const auth = { sessionId: "s1", user: { id: "u1" }, group: { id: "g1" } } as unknown as AuthContext;
const requestWith = (key: string | undefined, signedIn: AuthContext | null = auth) =>
  ({
    headers: key === undefined ? {} : { [headers.idempotencyKey]: key },
    ip: "203.0.113.7",
    auth: signedIn,
    routeOptions: { url: "/api/sales" },
  }) as unknown as FastifyRequest;

describe("requestContextOf", () => {
  it("gathers who sends the request, from where, and its Idempotency-Key", () => {
    expect(requestContextOf(requestWith("sale-42"))).toEqual({ auth, ip: "203.0.113.7", idempotencyKey: "sale-42" });
  });

  it("refuses a request without an Idempotency-Key with a 400 that says so", () => {
    let refusal: unknown;
    try {
      requestContextOf(requestWith(undefined));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).httpStatus).toBe(400);
    expect((refusal as AppError).message).toBe(IDEMPOTENCY_KEY_REQUIRED);
  });

  it("is a programming error on a route without a guard", () => {
    expect(() => requestContextOf(requestWith("k", null))).toThrow("used auth without a guard");
  });
});
