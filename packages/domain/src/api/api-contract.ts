// The answer shape every /api route shares, and the words client and server agree on; plain
// values, so a screen can use them without loading the schema library.

/** Application status values of docs/product.md §3 "API result status"; HTTP codes follow them where they exist. */
export const ApiStatus = {
  SUCCESS: 200,
  FAILED: 204,
  ERROR: 400,
  SESSION_EXPIRED: 401,
  UNAUTHORIZED: 402,
  ACCESSDENIED: 403,
  INVALID: 404,
} as const;
export type ApiStatus = (typeof ApiStatus)[keyof typeof ApiStatus];

export const notificationTypes = ["positive", "negative", "warning", "info"] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Every response of /api has this shape. `status` is the application status (or the HTTP code for failures without one). */
export interface Envelope<T = unknown> {
  status: number;
  isSuccess: boolean;
  message: string;
  caption: string;
  notification: NotificationType;
  body: T;
  /**
   * Failures only: what went wrong as a stable code a program decides on ("sale.alreadyPaid",
   * "register.sessionClosed", "validation", "session.expired"; see ErrorCode and the refusal
   * tables), where `message` is the sentence a person reads. Successes leave it out.
   */
  code?: string;
}

/** Headers shared by client and server. */
export const headers = {
  clientToken: "x-security-token",
  accessToken: "x-access-token",
  idempotencyKey: "idempotency-key",
  requestId: "x-request-id",
} as const;

/**
 * The meta tag the server writes into a screen's page with the screen's address pattern; the web
 * app's boot script sends the screen's first requests only where it finds one.
 */
export const screenMetaName = "washdesk-screen";

/**
 * One entry of screens.json, which the web build writes and the server reads: a screen's address
 * pattern and the files its first render needs beyond the entry's, which the server preloads in
 * that screen's page.
 */
export interface ScreenFiles {
  /** As in the web app's routes.tsx: "/sales/pos", "/sales/:saleID". */
  path: string;
  /** Absolute URLs of the signed-in frame's and the screen's chunks (.js) and stylesheets (.css). */
  files: string[];
}

/** Paginated list answer used by every list route. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A realtime hint: what changed, never the data itself. */
export interface RealtimeHint {
  entity: string;
  id: string | null;
  action: string;
}

export const realtimeEvent = "hint";
