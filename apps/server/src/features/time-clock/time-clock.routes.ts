import type { FastifyInstance } from "fastify";
import { timeClockApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { clockBoard, punch } from "./punch.service";
import { confirmShift, deleteShift, getShift, listShifts, updateShift } from "./shifts.service";

const punchWords = { clockIn: "Clocked in.", startBreak: "Break started.", endBreak: "Break ended.", clockOut: "Clocked out." } as const;

/** The time clock (contracts: the domain's timeClockApi). */
export function timeClockRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, timeClockApi.board, async () => ok(await clockBoard(deps)));
  route(app, timeClockApi.punch, async (request) => ok(await punch(deps, authOf(request), request.body, request.ip), punchWords[request.body.action]));
  route(app, timeClockApi.shifts, async (request) => ok(await listShifts(deps, authOf(request), request.query)));
  route(app, timeClockApi.shift, async (request) => ok(await getShift(deps, authOf(request), request.params.id)));
  route(app, timeClockApi.updateShift, async (request) =>
    ok(await updateShift(deps, authOf(request), request.params.id, request.body, request.ip), "Shift saved."),
  );
  route(app, timeClockApi.deleteShift, async (request) => {
    await deleteShift(deps, authOf(request), request.params.id, request.body, request.ip);
    return ok(null, "Shift removed.");
  });
  route(app, timeClockApi.confirmShift, async (request) => ok(await confirmShift(deps, authOf(request), request.params.id), "Shift confirmed."));
}
