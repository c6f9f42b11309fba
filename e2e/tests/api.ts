import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

export const clientHeader = { "x-security-token": "washdesk-client" };

/** An API call as the signed-in screens make it (each with an Idempotency-Key of its own); answers the envelope's body. */
export async function api<T>(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT" | "PATCH", path: string, body?: unknown): Promise<T> {
  const answer = await request.fetch(path, {
    method,
    headers: { ...clientHeader, authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await answer.json()) as { body: T; message: string };
  expect(answer.ok(), `${method} ${path}: ${json.message}`).toBe(true);
  return json.body;
}
