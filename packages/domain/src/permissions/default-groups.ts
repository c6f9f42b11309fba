import type { Permission, PermissionPath } from "./permission-tree";
import { allPermissionPaths } from "./permission-tree";
import { permissionFromPaths } from "./can";

export interface DefaultGroup {
  name: string;
  isDev: boolean;
  isOwner: boolean;
  permission: Permission;
}

// A manager runs the shop but cannot change who may do what, nor where card money goes.
const managerPaths = allPermissionPaths.filter((path) => !path.startsWith("settings.group.") && path !== "settings.system.paymentProfile");

// A cashier rings up sales at the counter and closes the day; no stock, money-out, staff or settings.
const cashierPaths: PermissionPath[] = [
  "dashboard.daily",
  "sales.list",
  "sales.new",
  "sales.pos.list",
  "sales.pos.new",
  "customers.list",
  "customers.new",
  "customers.edit",
  "quotes.list",
  "quotes.new",
  "management.register.list",
  "management.register.new",
  "reports.dayEndReport",
];

/** Seed data for a new shop. Developer and owner pass every check by their flags; their full trees only make that visible. */
export const defaultGroups: readonly DefaultGroup[] = [
  { name: "Developer", isDev: true, isOwner: false, permission: permissionFromPaths(allPermissionPaths) },
  { name: "Owner", isDev: false, isOwner: true, permission: permissionFromPaths(allPermissionPaths) },
  { name: "Manager", isDev: false, isOwner: false, permission: permissionFromPaths(managerPaths) },
  { name: "Cashier", isDev: false, isOwner: false, permission: permissionFromPaths(cashierPaths) },
];
