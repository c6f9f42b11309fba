import type { FastifyBaseLogger, FastifyInstance } from "fastify";

export interface ShutdownParts {
  app: FastifyInstance;
  /** Background loops (outbox, scheduled expenses, summary catch-up): each stop waits for its run in flight. */
  jobs: readonly { stop(): Promise<void> }[];
  closeDatabase: () => Promise<void>;
  /** How long requests in flight may take to finish before their connections are cut. */
  drainMs: number;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

/**
 * The order of a clean stop (SIGTERM, SIGINT): the listener closes at once, so new connections are
 * refused and a request on a kept-alive one gets 503 (a load balancer moves on); requests in flight
 * finish, within `drainMs`; the background loops finish the run they are in; only then does the
 * database close, since both need it to the end.
 */
export async function drainAndClose(parts: ShutdownParts): Promise<void> {
  const started = Date.now();
  const closed = parts.app.close();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), parts.drainMs);
  });
  const [http] = await Promise.all([Promise.race([closed.then(() => "drained" as const), bound]), ...parts.jobs.map((job) => job.stop())]);
  clearTimeout(timer);
  if (http === "late") {
    parts.log.warn(`requests still running after ${parts.drainMs} ms: their connections are closed`);
    parts.app.server.closeAllConnections();
    await closed;
  }
  await parts.closeDatabase();
  parts.log.info(`stopped in ${Date.now() - started} ms`);
}
