import { z } from "zod";
import { employeePaySchema } from "./employee-schemas";

// What the employee and group routes answer. The server serializes through these schemas, so a
// field that is not here never leaves it: no password, PIN or invitation hash.

export const employeeGroupRefSchema = z.object({ id: z.string(), name: z.string(), isDev: z.boolean(), isOwner: z.boolean() });

export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** "" for a crew member without sign-in. */
  email: z.string(),
  /** Ten digits, or "". */
  phone: z.string(),
  /** A signed address of the photo, or null. */
  image: z.string().nullable(),
  group: employeeGroupRefSchema,
  status: z.number().int(),
  hasPin: z.boolean(),
  hireDate: z.string().nullable(),
  terminationDate: z.string().nullable(),
  /** Present only for a reader with payroll.details (docs/product.md §6). */
  pay: employeePaySchema.optional(),
  /** ISO 8601 of the pending invitation's end, or null. */
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSchema = z.object({
  items: z.array(employeeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmployeePage = z.infer<typeof employeePageSchema>;

/** GET /api/invites/:token: who the link invites, for the page's greeting. */
export const inviteSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), expiresAt: z.string() });
export type Invite = z.infer<typeof inviteSchema>;

export const permissionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  permission: z.record(z.string(), z.unknown()),
  isDev: z.boolean(),
  isOwner: z.boolean(),
  /** How many people are in it, terminated ones aside. */
  members: z.number().int(),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;
