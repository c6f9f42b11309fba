import { z } from "zod";
import { defineApi } from "../api/define-api";
import { loginResponseSchema } from "../auth/auth-schemas";
import { employeePageSchema, employeeSchema, inviteSchema, permissionGroupSchema } from "./employee-contract";
import { acceptInviteSchema, employeeInputSchema, employeeListQuerySchema, employeeUpdateSchema, inviteParamsSchema } from "./employee-schemas";
import { groupInputSchema, groupUpdateSchema } from "./group-schemas";
import { employeeRoutes } from "./employee-routes";
import { inviteRoutes } from "./invite-routes";
import { groupRoutes } from "./group-routes";

const params = z.object({ id: z.uuid() });

export const employeeApi = defineApi("employees", employeeRoutes, {
  list: {
    summary: "Employees by status and group, searched by name; pay only with payroll.details",
    querystring: employeeListQuerySchema,
    response: employeePageSchema,
  },
  get: { summary: "One employee; pay only with payroll.details", params, response: employeeSchema },
  create: {
    summary: "Add an employee: a crew member without sign-in (NOT_USER) or an invited one (INVITED, e-mailed a link)",
    body: z.object({ employee: employeeInputSchema }),
    response: employeeSchema,
  },
  update: {
    summary: "Change an employee (only the fields sent; pay needs payroll.details)",
    params,
    body: z.object({ employee: employeeUpdateSchema }),
    response: employeeSchema,
  },
  invite: { summary: "E-mail a new invitation link (72 hours, single use); an earlier link stops working", params, response: employeeSchema },
});

export const inviteApi = defineApi("invites", inviteRoutes, {
  get: { summary: "Who an invitation link is for, while it is usable", params: inviteParamsSchema, response: inviteSchema },
  accept: {
    summary: "Choose a password: the account becomes active and is signed in",
    params: inviteParamsSchema,
    body: acceptInviteSchema,
    response: loginResponseSchema,
  },
});

export const groupApi = defineApi("groups", groupRoutes, {
  list: { summary: "Every permission group with its tree and member count", response: z.array(permissionGroupSchema) },
  create: { summary: "Add a group (nobody grants rights they lack)", body: z.object({ group: groupInputSchema }), response: permissionGroupSchema },
  update: {
    summary: "Change a group; its members have the new rights from their next request",
    params,
    body: z.object({ group: groupUpdateSchema }),
    response: permissionGroupSchema,
  },
  delete: { summary: "Delete a group nobody is in", params, response: z.null() },
});
