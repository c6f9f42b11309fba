import type { Envelope, NotificationType } from "@washdesk/domain";
import { vi, type Mock } from "vitest";

export function envelope<T>(body: T, overrides: Partial<Envelope<T>> = {}): Envelope<T> {
  const status = overrides.status ?? 200;
  const notification: NotificationType = status >= 400 ? "negative" : "positive";
  return { status, isSuccess: status < 400, message: "", caption: "", notification, body, ...overrides };
}

/** A JSON answer as the server sends it: the envelope, the matching HTTP code, optional headers. */
export function jsonResponse(payload: Envelope<unknown>, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(payload), {
    status: init.status ?? (payload.status >= 400 ? payload.status : 200),
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with a function that answers per call; returns the mock to inspect the calls. */
export function mockFetch(answer: Route): Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>> {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, init ?? {}),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}
