import { ApiStatus, ErrorCode, headers, type Envelope, type HttpMethod } from "@washdesk/domain";
import { takeEarlyResponse, type EarlyResponse } from "../boot/early-responses";
import { useSessionStore } from "../session/session-store";
import { readStoredToken, storeToken } from "../session/token-storage";
import { ApiError } from "./api-error";
import { buildUrl, clientToken, type Query } from "./api-url";
import { notify } from "./notify";

/** docs/product.md §9: retry a failed network call after 5 s, show the notice for 4 s. */
export const networkRetryDelay = 5000;
export const networkNoticeTimeout = 4000;

export interface RequestOptions {
  /** A plain value is sent as JSON; FormData (file uploads) is sent as is. */
  body?: unknown;
  query?: Query;
  /** Money-moving POSTs send one, so a repeat after a lost answer is not a second sale. */
  idempotencyKey?: string;
  /** No notices at all (background refreshes, sign-out). */
  silent?: boolean;
  /** No notice of success: the screen shows the result itself (the counter's done panel); failures still notify. */
  quietSuccess?: boolean;
  /** Retry forever on network errors (default) so a cashier never loses a form; false fails at once. */
  retry?: boolean;
  signal?: AbortSignal;
}

type Method = HttpMethod;

function currentToken(): string | null {
  return useSessionStore.getState().securityToken ?? readStoredToken();
}

function buildInit(method: Method, options: RequestOptions): RequestInit {
  const requestHeaders = new Headers({ [headers.clientToken]: clientToken, Accept: "application/json" });
  const token = currentToken();
  if (token) requestHeaders.set("Authorization", `Bearer ${token}`);
  if (options.idempotencyKey) requestHeaders.set(headers.idempotencyKey, options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    requestHeaders.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  return { method, headers: requestHeaders, body, signal: options.signal };
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

function networkFailure(): Envelope<null> {
  return { status: 0, isSuccess: false, message: "Network Error", caption: "", notification: "warning", body: null, code: ErrorCode.network };
}

/**
 * Sends the request, and on a network error sends the same request again after 5 s, until it gets
 * an answer. A GET the boot script already sent with this token is not sent again: its answer is
 * taken (see boot/early-responses.ts).
 */
async function send(url: string, method: Method, options: RequestOptions): Promise<Response> {
  const early = method === "GET" ? takeEarlyResponse(url, currentToken()) : undefined;
  if (early) {
    try {
      const response = await early;
      options.signal?.throwIfAborted();
      return response;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // The early request met a network error: asked again below, with the usual retries.
    }
  }
  for (;;) {
    try {
      // Built on every attempt so a retry carries the newest token.
      return await fetch(url, buildInit(method, options));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (options.retry === false) throw new ApiError(networkFailure());
      if (!options.silent) {
        notify({ type: "warning", message: "Network Error", caption: "Retrying in 5 sec...", timeout: networkNoticeTimeout });
      }
      await wait(networkRetryDelay, options.signal);
    }
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === "object" && value !== null && "status" in value && "isSuccess" in value;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (an empty answer, or a proxy's error page): described below from the HTTP status.
  }
  if (isEnvelope(parsed)) {
    const envelope = parsed as Envelope<T>;
    return { ...envelope, message: envelope.message ?? "", caption: envelope.caption ?? "" };
  }
  return {
    status: response.status,
    isSuccess: response.ok,
    message: response.ok ? "" : response.statusText || "Server Error",
    caption: "",
    notification: response.ok ? "positive" : "negative",
    body: parsed as T,
  };
}

/** A response header may carry a rotated token: use it from now on and keep it across reloads (docs/product.md §4). */
function adoptRotatedToken(token: string, sentToken: string | null): void {
  const state = useSessionStore.getState();
  // An answer that lands after sign-out must not sign the tab back in.
  if (sentToken !== null && currentToken() === null) return;
  if (state.user && state.utility && state.website) {
    state.setSession({
      utility: state.utility,
      securityToken: token,
      user: state.user,
      registerIsOpened: state.registerIsOpened,
      website: state.website,
    });
  } else {
    storeToken(token);
  }
}

/** Leaves the app for the login page; a full reload drops every cached screen of the old session. */
export function reloadToLogin(): void {
  window.location.assign("/");
}

function endSession(): void {
  useSessionStore.getState().clearSession();
  reloadToLogin();
}

/**
 * The boot script's answers nobody asked for (the screen changed its mind): a token rotated by one
 * of them is still the token from now on, or the next requests would sign the user out.
 */
export function settleEarlyResponses(left: readonly EarlyResponse[]): void {
  for (const early of left) {
    early.response
      .then((response) => {
        const rotated = response.headers.get(headers.accessToken);
        if (rotated) adoptRotatedToken(rotated, early.token);
      })
      .catch(() => undefined);
  }
}

/** A call to /api + path, its answer untyped; features call through `call` (api/call.ts), typed by the route's contract. */
export function request(method: Method, path: string, options: RequestOptions = {}): Promise<Envelope<unknown>> {
  return requestUrl<unknown>(method, buildUrl(path, options.query), options);
}

/** Sends to this URL (its query already in it) and reads the envelope. */
export async function requestUrl<T>(method: Method, url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const sentToken = currentToken();
  const response = await send(url, method, options);
  const rotated = response.headers.get(headers.accessToken);
  if (rotated) adoptRotatedToken(rotated, sentToken);

  const envelope = await readEnvelope<T>(response);
  // The HTTP code and the envelope agree on failures; whichever says "failed" is the one shown.
  const status = envelope.status >= 400 || response.ok ? envelope.status : response.status;
  const failed = status >= 400 || !envelope.isSuccess;

  if (status >= 400) {
    if (!options.silent) {
      notify({ type: "negative", message: `${envelope.message} (${status})`, caption: envelope.caption });
    }
    // docs/product.md §8 ends the session on 401 and docs/product.md §4 on 402; both mean the token is no good.
    if (status === ApiStatus.SESSION_EXPIRED || status === ApiStatus.UNAUTHORIZED) endSession();
  } else if (envelope.message && !options.silent && !options.quietSuccess) {
    notify({
      type: envelope.notification ?? (envelope.isSuccess ? "positive" : "warning"),
      message: envelope.message,
      caption: envelope.caption,
    });
  }

  if (failed) throw new ApiError({ ...envelope, status });
  return envelope;
}

/**
 * A file the server makes for a signed-in person (a backup archive): fetched with the usual
 * headers, then handed to the browser's download under the name the server gives. A refusal
 * arrives as an envelope and is shown and thrown as any other.
 */
export async function downloadFile(path: `/api/${string}`, fallbackName: string): Promise<void> {
  const sentToken = currentToken();
  const response = await send(path, "GET", { retry: false });
  const rotated = response.headers.get(headers.accessToken);
  if (rotated) adoptRotatedToken(rotated, sentToken);
  if (!response.ok) {
    const envelope = await readEnvelope<unknown>(response);
    const status = envelope.status >= 400 ? envelope.status : response.status;
    notify({ type: "negative", message: `${envelope.message} (${status})`, caption: envelope.caption });
    if (status === ApiStatus.SESSION_EXPIRED || status === ApiStatus.UNAUTHORIZED) endSession();
    throw new ApiError({ ...envelope, status });
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = named ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
