import { z } from "zod";
import { defineApi } from "../api/define-api";
import { clockBoardSchema, clockPersonSchema, shiftDetailSchema, shiftPageSchema } from "./time-clock-contract";
import { punchSchema, shiftDeleteSchema, shiftEditSchema, shiftListQuerySchema } from "./time-clock-inputs";
import { timeClockRoutes } from "./time-clock-routes";

const params = z.object({ id: z.uuid() });

export const timeClockApi = defineApi("timeClock", timeClockRoutes, {
  board: { summary: "Everyone who may punch, and whether they are on the clock or on a break now", response: clockBoardSchema },
  punch: {
    summary: "Clock in, start or end a break, or clock out, at the server's time; one's own with one's PIN, someone else's with timeClock.others",
    body: punchSchema,
    response: clockPersonSchema,
  },
  shifts: {
    summary:
      "Shifts by employee, date range and flagged, newest first, with regular and overtime hours and totals per employee (one's own without timeClock.completed.list)",
    querystring: shiftListQuerySchema,
    response: shiftPageSchema,
  },
  shift: { summary: "One shift with its raw punches and its audit trail", params, response: shiftDetailSchema },
  updateShift: {
    summary: "Change a shift's times with a reason; the punches are kept and the change audited",
    params,
    body: shiftEditSchema,
    response: shiftDetailSchema,
  },
  deleteShift: { summary: "Remove a shift with a reason (kept, marked deleted, audited)", params, body: shiftDeleteSchema, response: z.null() },
  confirmShift: { summary: "The employee confirms their own shift", params, response: shiftDetailSchema },
});
