// The answer shape every /api route shares, and the words client and server agree on; plain
// values, so a screen can use them without loading the schema library.

/** Application status values of SPEC §3 "API result status"; HTTP codes follow them where they exist. */
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
}

/** Headers shared by client and server. */
export const headers = {
  clientToken: "x-security-token",
  accessToken: "x-access-token",
  idempotencyKey: "idempotency-key",
  requestId: "x-request-id",
} as const;

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
