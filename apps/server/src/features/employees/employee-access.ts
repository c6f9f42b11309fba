import { employeeRefusals, isPrivileged, mayGrant, type PermissionHolder } from "@washdesk/domain";
import { refusalError } from "../../platform/errors";
import type { GroupRow } from "./employees.repository";

/**
 * Nobody grants more than they have (docs/product.md §6): an actor may put someone in a group, or
 * touch someone already in one, only when they hold every right of that group; owner and developer
 * groups only when they are an owner or developer themselves.
 */
export function assertMayGrantGroup(actor: PermissionHolder, group: GroupRow): void {
  if (isPrivileged(group) && !isPrivileged(actor)) throw refusalError(employeeRefusals.privilegedTarget);
  if (!mayGrant(actor, group)) throw refusalError(employeeRefusals.grantBeyond(group.name));
}
