import { z } from "zod";
import { allPermissionPaths, type PermissionPath } from "../permissions/permission-tree";
import { requiredText } from "../validation";

/** POST /api/settings/groups: a name, the leaves granted, and the two flags above the tree. */
export const groupInputSchema = z.object({
  name: requiredText("name"),
  paths: z
    .array(z.enum(allPermissionPaths as [PermissionPath, ...PermissionPath[]]))
    .max(allPermissionPaths.length * 2)
    .transform((paths) => [...new Set(paths)]),
  isDev: z.boolean().default(false),
  isOwner: z.boolean().default(false),
});
export type GroupInput = z.input<typeof groupInputSchema>;
export type GroupInputValue = z.output<typeof groupInputSchema>;

/** PATCH /api/settings/groups/:id: only what is sent changes. */
export const groupUpdateSchema = z
  .object({
    name: groupInputSchema.shape.name,
    paths: groupInputSchema.shape.paths,
    isDev: z.boolean(),
    isOwner: z.boolean(),
  })
  .partial();
export type GroupUpdate = z.input<typeof groupUpdateSchema>;
export type GroupUpdateValue = z.output<typeof groupUpdateSchema>;
