import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "./db/database";
import type { Realtime } from "./realtime";

/** What every service needs, passed explicitly so tests can swap the clock. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: () => Date;
  realtime: Realtime;
  log: FastifyBaseLogger;
}
