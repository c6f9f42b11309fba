import { UserStatus } from "../enums/staff";
import { allPermissionPaths, type PermissionPath } from "../permissions/permission-tree";
import { isAllowed, type PermissionHolder } from "../permissions/can";

// Who an employee is to the shop (docs/product.md §2 /settings/users): plain rules without zod, so
// the list and the form read them on their first load.

/** The statuses an employee record is kept in; the others of the enumeration belong to other records. */
export const employeeStatuses = [
  UserStatus.NOT_USER,
  UserStatus.INVITED,
  UserStatus.ACTIVE,
  UserStatus.INACTIVE,
  UserStatus.SUSPENDED,
  UserStatus.TERMINATED,
] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** Only an active account signs in; a crew member without sign-in (NOT_USER) never does. */
export function canSignIn(status: number): boolean {
  return status === UserStatus.ACTIVE;
}

/**
 * Who may clock in with a PIN (the time clock): working staff, with or without sign-in. Inactive,
 * suspended and terminated people may not, nor someone still invited or applying.
 */
export function canClockIn(status: number): boolean {
  return status === UserStatus.ACTIVE || status === UserStatus.NOT_USER;
}

/** Statuses that need an e-mail address: who signs in, or is asked to; crew without sign-in keep none. */
export function statusNeedsEmail(status: number): boolean {
  return status === UserStatus.ACTIVE || status === UserStatus.INVITED;
}

/** A PIN is 4 to 6 digits (docs/product.md §5 PIN field; the field shows 4 cells by default). */
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;
export const PIN_PATTERN = /^\d{4,6}$/;

/** An invitation link works once, for this long. */
export const INVITE_VALID_HOURS = 72;

/** The fields payroll needs; only a reader with payroll.details sees or changes them. */
export const payFieldNames = ["payType", "payRate", "payPeriod", "paySchedule", "overtimeExempt", "taxFilingStatus", "paidBy", "tipEligible"] as const;
export type PayFieldName = (typeof payFieldNames)[number];

export const PAY_DETAILS_PERMISSION: PermissionPath = "payroll.details";

/** Developer and owner groups are above the tree: only their own kind may hand them out. */
export const isPrivileged = (group: Pick<PermissionHolder, "isDev" | "isOwner">): boolean => group.isDev || group.isOwner;

/** The leaves a group grants that the actor lacks (none for a developer or owner actor). */
export function rightsBeyond(actor: PermissionHolder, target: { permission: unknown }): PermissionPath[] {
  if (isPrivileged(actor)) return [];
  return allPermissionPaths.filter((path) => isAllowed(target.permission, path) && !isAllowed(actor.permission, path));
}

/**
 * Nobody grants more than they have: a group may be given, made or edited only by someone who
 * holds every right in it, and its developer or owner flag only by a developer or owner.
 */
export function mayGrant(actor: PermissionHolder, target: PermissionHolder): boolean {
  if (isPrivileged(target) && !isPrivileged(actor)) return false;
  return rightsBeyond(actor, target).length === 0;
}

/** An owner who still counts for the last-owner rule: active and in an owner group. */
export function isActiveOwner(person: { status: number; group: Pick<PermissionHolder, "isOwner"> }): boolean {
  return person.group.isOwner && person.status === UserStatus.ACTIVE;
}

/** Whether a change would leave the shop without an active owner: the person is one, and would stop being one. */
export function endsLastOwner(
  before: { status: number; group: Pick<PermissionHolder, "isOwner"> },
  after: { status: number; group: Pick<PermissionHolder, "isOwner"> },
  activeOwners: number,
): boolean {
  return isActiveOwner(before) && !isActiveOwner(after) && activeOwners <= 1;
}

/** A person's name for lists and refusals. */
export const employeeName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A group's members named in a refusal: the first few, then how many more. */
export function namesList(names: readonly string[], shown = 5): string {
  if (names.length <= shown) return names.join(", ");
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}
