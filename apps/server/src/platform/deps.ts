import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "./db/database";
import type { Realtime } from "./realtime";
import type { PeriodicJobBoard } from "./periodic-job-board";

/** What every service needs, passed explicitly so tests can swap the clock. */
export interface AppDeps {
  db: Database;
  /** Which database `db` is: the embedded PGlite or a PostgreSQL server. */
  dbKind: "pglite" | "postgres";
  config: Config;
  clock: () => Date;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** The background jobs this process runs and their last runs. */
  jobs: PeriodicJobBoard;
}
