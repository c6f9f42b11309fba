import { defineRoutes } from "../api/route-contract";

/** Permission groups (docs/product.md §2 /settings/groups). The employee form lists them too. */
export const groupRoutes = defineRoutes({
  list: {
    method: "GET",
    path: "/api/settings/groups",
    access: ["settings.group.new", "settings.group.edit", "settings.group.delete", "settings.users.list", "settings.users.new", "settings.users.edit"],
  },
  create: { method: "POST", path: "/api/settings/groups", access: ["settings.group.new"] },
  update: { method: "PATCH", path: "/api/settings/groups/:id", access: ["settings.group.edit"] },
  delete: { method: "DELETE", path: "/api/settings/groups/:id", access: ["settings.group.delete"] },
});
