import type { IncomingMessage } from "node:http";
import pino, { type StreamEntry } from "pino";
import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions } from "pino";
import type { Database } from "../db/database";
import { redactPaths } from "./redact";
import { createSystemLogSink, type SystemLogSink } from "./system-log-sink";

/**
 * The server's logger: standard output at the configured level (none when `level` is undefined,
 * as in tests), and warn and above into the system log, whatever the configured level.
 */
export function createServerLogger(db: Database, level: string | undefined): { logger: FastifyBaseLogger; sink: SystemLogSink } {
  const sink = createSystemLogSink({ db });
  const streams: StreamEntry[] = [{ level: "warn", stream: sink }];
  if (level !== undefined) streams.push({ level: level as pino.Level, stream: process.stdout });
  const lowest = level !== undefined && pino.levels.values[level]! < pino.levels.values.warn! ? level : "warn";
  const logger = pino({ level: lowest, redact: { paths: redactPaths, censor: "[redacted]" } }, pino.multistream(streams));
  return { logger, sink };
}

/** A request's logger carries its method and path (without the query string, which may hold a token). */
export const requestChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  rawRequest: IncomingMessage,
): FastifyBaseLogger => logger.child({ ...bindings, method: rawRequest.method, route: (rawRequest.url ?? "").split("?")[0] }, options);
