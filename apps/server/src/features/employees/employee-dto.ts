import type { Employee, EmployeePay, PayPeriod, PayType, PermissionGroup, Recurrence, SecondPaymentMethod, TaxFilingStatus } from "@washdesk/domain";
import type { SignedFileLinks } from "../files";
import type { GroupRow, UserRow } from "./employees.repository";

export interface EmployeeView {
  /** Whether the reader has payroll.details: without it the answer carries no pay at all. */
  seesPay: boolean;
  sign: (url: string) => SignedFileLinks | null;
  inviteExpiresAt?: Date | null;
}

export function payOf(user: UserRow): EmployeePay {
  return {
    payType: user.payType as PayType,
    payRate: user.payRate,
    payPeriod: user.payPeriod as PayPeriod,
    paySchedule: user.paySchedule as Recurrence,
    overtimeExempt: user.overtimeExempt,
    taxFilingStatus: user.taxFilingStatus as TaxFilingStatus,
    paidBy: user.paidBy as SecondPaymentMethod,
    tipEligible: user.tipEligible,
  };
}

export function toEmployee(row: { user: UserRow; group: GroupRow }, view: EmployeeView): Employee {
  const { user, group } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? "",
    phone: user.phone,
    image: user.image ? (view.sign(user.image)?.fileURL ?? null) : null,
    group: { id: group.id, name: group.name, isDev: group.isDev, isOwner: group.isOwner },
    status: user.status,
    hasPin: user.pinHash !== null,
    hireDate: user.hireDate,
    terminationDate: user.terminationDate,
    ...(view.seesPay ? { pay: payOf(user) } : {}),
    inviteExpiresAt: view.inviteExpiresAt ? view.inviteExpiresAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toPermissionGroup(group: GroupRow, members: number): PermissionGroup {
  return { id: group.id, name: group.name, permission: group.permission, isDev: group.isDev, isOwner: group.isOwner, members };
}

/**
 * What the activity log keeps of an employee: every field but secrets. The PIN and password are
 * never logged; pay sits under its own key so the log screen can hide it from readers without
 * payroll.details (platform/activity-log.ts maskRestricted).
 */
export function employeeSnapshot(user: UserRow, group: GroupRow): Record<string, unknown> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? "",
    phone: user.phone,
    image: user.image,
    group: group.name,
    status: user.status,
    hireDate: user.hireDate,
    terminationDate: user.terminationDate,
    pay: payOf(user),
  };
}

/** Only what changed, before and after; equal values are left out. */
export function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
