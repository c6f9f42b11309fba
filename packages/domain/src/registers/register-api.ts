import { z } from "zod";
import { defineApi } from "../api/define-api";
import { dayEndReportSchema, dropPageSchema, dropSchema, registerSchema, registerSessionPageSchema, registerSessionSchema } from "./register-contract";
import {
  closeRegisterSchema,
  dayEndQuerySchema,
  dropIdsSchema,
  dropInputSchema,
  dropQuerySchema,
  openRegisterSchema,
  registerInputSchema,
  registerSessionQuerySchema,
} from "./register-inputs";
import { registerRoutes } from "./register-routes";

const params = z.object({ id: z.uuid() });
const counted = z.object({ count: z.number().int() });

export const registerApi = defineApi("registers", registerRoutes, {
  list: { summary: "The shop's drawers, each with its open session", response: z.array(registerSchema) },
  create: { summary: "Add a drawer", body: registerInputSchema, response: registerSchema },
  open: {
    summary: "Open a drawer with its float counted by denomination (one open session per drawer).",
    body: openRegisterSchema,
    response: registerSessionSchema,
  },
  sessions: {
    summary: "The Register Report: sessions, newest first, each with its ledger",
    querystring: registerSessionQuerySchema,
    response: registerSessionPageSchema,
  },
  session: { summary: "One session with its ledger (live expected cash while open)", params, response: registerSessionSchema },
  close: {
    summary: "Close a drawer with the cash counted by denomination; answers expected, counted and over/short.",
    params,
    body: closeRegisterSchema,
    response: registerSessionSchema,
  },
  addDrop: { summary: "Move cash from an open drawer to the safe.", params, body: dropInputSchema, response: dropSchema },
  drops: { summary: "The Drop Report, newest first, with totals over everything the filter matches", querystring: dropQuerySchema, response: dropPageSchema },
  closeDrops: { summary: "Close drops once checked against the safe (CloseDrops)", body: dropIdsSchema, response: counted },
  openDrops: { summary: "Reopen closed drops (OpenDrops)", body: dropIdsSchema, response: counted },
  dayEnd: { summary: "The day-end report of one business day (default: the shop's today)", querystring: dayEndQuerySchema, response: dayEndReportSchema },
  sessionDayEnd: { summary: "The day-end report of one register session", params, response: dayEndReportSchema },
});
