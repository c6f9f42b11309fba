import { defineRoutes } from "../api/route-contract";

/** Employees (docs/product.md §2 /settings/users, /settings/users/add, /settings/users/:employeeID). */
export const employeeRoutes = defineRoutes({
  list: { method: "GET", path: "/api/settings/users", access: ["settings.users.list"] },
  get: { method: "GET", path: "/api/settings/users/:id", access: ["settings.users.list", "settings.users.edit"] },
  create: { method: "POST", path: "/api/settings/users", access: ["settings.users.new"] },
  // Terminating (status TERMINATED) also needs settings.users.delete, checked by the service.
  update: { method: "PATCH", path: "/api/settings/users/:id", access: ["settings.users.edit"] },
  invite: { method: "POST", path: "/api/settings/users/:id/invite", access: ["settings.users.new", "settings.users.edit"] },
});
