import { z } from "zod";
import { defineApi } from "../api/define-api";
import { lockedAccountSchema } from "./locked-account-contract";
import { lockedAccountRoutes } from "./locked-account-routes";

export const lockedAccountApi = defineApi("users", lockedAccountRoutes, {
  list: { summary: "Staff accounts locked out after wrong passwords, from at least one address", response: z.array(lockedAccountSchema) },
  unlock: { summary: "Unlock a staff account from every address", params: z.object({ id: z.uuid() }), response: z.null() },
});
