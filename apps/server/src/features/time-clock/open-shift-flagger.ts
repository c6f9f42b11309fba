import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { readUtilitySettings } from "../settings";
import { flagShiftsOpenSince } from "./time-clock.repository";

export type OpenShiftFlaggerDeps = Pick<AppDeps, "db" | "clock" | "log" | "realtime">;

/**
 * Flags every shift open longer than the shop's limit (utility setting timeClock.openShiftLimitHours)
 * and answers how many it flagged. It never closes one: a manager decides when the person left.
 */
export async function flagForgottenShifts(deps: OpenShiftFlaggerDeps): Promise<number> {
  const now = deps.clock();
  const { openShiftLimitHours } = (await readUtilitySettings(deps.db)).timeClock;
  const flagged = await flagShiftsOpenSince(deps.db, new Date(now.getTime() - openShiftLimitHours * 3_600_000), now);
  if (flagged.length > 0) deps.realtime.publish({ entity: "timeClock", id: null, action: "Flag" });
  return flagged.length;
}

/** Looks for forgotten clock-outs every interval (five minutes unless told). */
export function startOpenShiftFlagger(deps: OpenShiftFlaggerDeps, intervalMs = 5 * 60_000): PeriodicJob<number> {
  return startPeriodicJob({
    name: "open shift flagger",
    intervalMs,
    firstRunMs: Math.min(intervalMs, 1000),
    log: deps.log,
    run: () => flagForgottenShifts(deps),
  });
}
