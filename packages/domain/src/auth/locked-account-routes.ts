import { defineRoutes } from "../api/route-contract";

/**
 * Staff accounts locked out after wrong passwords (docs/product.md §6): seeing them is part of the
 * staff list, unlocking one is an edit of that person.
 */
export const lockedAccountRoutes = defineRoutes({
  list: { method: "GET", path: "/api/users/locked", access: ["settings.users.list"] },
  unlock: { method: "POST", path: "/api/users/:id/unlock", access: ["settings.users.edit"] },
});
