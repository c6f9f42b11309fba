import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The server's warnings and errors (the System Logs screen), written in batches from the logger
 * (platform/system-log). Kept 30 days or the newest 50,000 entries, whichever is fewer.
 */
export const systemLogs = pgTable(
  "system_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** When the line was logged, not when its batch was written. */
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull(),
    /** warn, error or fatal. */
    level: text("level").notNull(),
    requestId: text("request_id"),
    method: text("method"),
    /** The path without its query string (which may carry a token). */
    route: text("route"),
    status: integer("status"),
    message: text("message").notNull(),
  },
  (t) => [index("system_logs_logged_at_idx").on(t.loggedAt), index("system_logs_request_id_idx").on(t.requestId)],
);
