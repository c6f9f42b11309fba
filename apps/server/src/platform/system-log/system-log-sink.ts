import type { Database } from "../db/database";
import { systemLogs } from "../db/schema";
import { scrubSecrets } from "./redact";

type NewEntry = typeof systemLogs.$inferInsert;

const levelNames: Record<number, string> = { 40: "warn", 50: "error", 60: "fatal" };
const MAX_MESSAGE = 4000;

export interface SystemLogSinkOptions {
  db: Database;
  /** Pause between two batch writes. */
  flushMs?: number;
  /** A batch this size is written at once. */
  batchSize?: number;
  /** Entries held while the database does not answer; older ones beyond it are dropped. */
  maxPending?: number;
}

/**
 * A pino destination that keeps warn and above in `system_logs`. Writing a line only queues it:
 * requests never wait for the database. Batches go out on a timer; a batch that fails is dropped
 * and said on stderr, never through the logger, so a broken database cannot log about itself forever.
 */
export function createSystemLogSink(options: SystemLogSinkOptions) {
  const flushMs = options.flushMs ?? 1000;
  const batchSize = options.batchSize ?? 200;
  const maxPending = options.maxPending ?? 5000;
  let pending: NewEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    timer.unref();
  };

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, batchSize);
        pending = pending.slice(batch.length);
        try {
          await options.db.insert(systemLogs).values(batch);
        } catch (error) {
          process.stderr.write(`system log: ${batch.length} entries not kept (${error instanceof Error ? error.message : String(error)})\n`);
        }
      }
    });
    return writing;
  }

  return {
    /** pino's destination interface: one JSON line per call. */
    write(line: string) {
      const entry = toEntry(line);
      if (!entry || closed) return;
      pending.push(entry);
      if (pending.length > maxPending) pending = pending.slice(pending.length - maxPending);
      if (pending.length >= batchSize) void flush();
      else schedule();
    },
    /** Writes what is queued (before a read of the log, and at shutdown). */
    flush,
    async close() {
      clearTimeout(timer);
      timer = undefined;
      await flush();
      closed = true;
    },
  };
}

export type SystemLogSink = ReturnType<typeof createSystemLogSink>;

/** One pino line as a row, or null for a line below warn or one that is not JSON. */
export function toEntry(line: string): NewEntry | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = levelNames[typeof parsed.level === "number" ? parsed.level : 0];
  if (!level) return null;
  const err = parsed.err as { type?: unknown; message?: unknown } | undefined;
  const parts = [typeof parsed.msg === "string" ? parsed.msg : ""];
  if (err && typeof err.message === "string") parts.push(`${typeof err.type === "string" ? `${err.type}: ` : ""}${err.message}`);
  const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value.slice(0, 500) : null);
  return {
    loggedAt: new Date(typeof parsed.time === "number" ? parsed.time : Date.now()),
    level,
    requestId: text(parsed.reqId),
    method: text(parsed.method),
    route: text(parsed.route),
    status: typeof parsed.status === "number" ? parsed.status : null,
    message: scrubSecrets(parts.filter((p) => p.length > 0).join(": ")).slice(0, MAX_MESSAGE) || "(no message)",
  };
}
