import {
  ActivityAction,
  can,
  canSignIn,
  employeeImagePath,
  employeeRefusals,
  endsLastOwner,
  fileIdFromUrl,
  normalizePhone,
  PAY_DETAILS_PERMISSION,
  statusNeedsEmail,
  UserStatus,
  type Employee,
  type EmployeeInputValue,
  type EmployeeListFilter,
  type EmployeePage,
  type EmployeeUpdateValue,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { hashSecret } from "../../platform/auth/passwords";
import { revokeUserSessions } from "../../platform/auth/sessions.repository";
import { findFile, fileLinkSigner } from "../files";
import * as repo from "./employees.repository";
import { changedOnly, employeeSnapshot, toEmployee } from "./employee-dto";
import { assertMayGrantGroup } from "./employee-access";
import { issueInvite } from "./employee-invites";

const ENTITY = "employee";

export interface EmployeeRequest {
  ip: string;
  /** The web app's address as the manager's browser reached it, for an invitation's link. */
  origin: string;
}

/** The schema has checked the phone; it is stored as its ten digits, or "". */
const storedPhone = (raw: string) => (raw === "" ? "" : (normalizePhone(raw) ?? raw));

const seesPay = (auth: AuthContext) => can(auth.group, PAY_DETAILS_PERMISSION);
const hint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "employees", id, action });

/** The stored address of a photo: a file uploaded to the employees' place, or a refusal. */
async function photoUrl(db: Executor, sent: string | null | undefined, current: string | null): Promise<string | null | undefined> {
  if (sent === undefined) return undefined;
  if (sent === null || sent === "") return null;
  const id = fileIdFromUrl(sent);
  const canonical = id ? `/api/files/${id}` : null;
  if (canonical !== null && canonical === current) return current;
  const file = id ? await findFile(db, id) : null;
  if (!file || file.pathPrefix !== employeeImagePath) throw refusalError(employeeRefusals.photoNotUploaded);
  return canonical;
}

async function groupFor(db: Executor, groupId: string) {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw refusalError(employeeRefusals.groupNotFound);
  return group;
}

async function assertEmailFree(db: Executor, email: string, exceptId?: string) {
  if (email !== "" && (await repo.emailInUse(db, email, exceptId))) throw refusalError(employeeRefusals.emailTaken);
}

async function readEmployee(deps: AppDeps, db: Executor, auth: AuthContext, id: string): Promise<Employee> {
  const row = await repo.findEmployee(db, id);
  if (!row) throw refusalError(employeeRefusals.notFound);
  const [sign, invites] = await Promise.all([fileLinkSigner(deps), repo.openInvites(db, [id], deps.clock())]);
  return toEmployee(row, { seesPay: seesPay(auth), sign, inviteExpiresAt: invites.get(id) ?? null });
}

export function getEmployee(deps: AppDeps, auth: AuthContext, id: string): Promise<Employee> {
  return readEmployee(deps, deps.db, auth, id);
}

export async function listEmployees(deps: AppDeps, auth: AuthContext, filter: EmployeeListFilter): Promise<EmployeePage> {
  const queries = repo.employeeListQueries(deps.db, filter);
  const [rows, totals, sign] = await Promise.all([queries.page, queries.total, fileLinkSigner(deps)]);
  const invites = await repo.openInvites(
    deps.db,
    rows.map((row) => row.user.id),
    deps.clock(),
  );
  const view = { seesPay: seesPay(auth), sign };
  return {
    items: rows.map((row) => toEmployee(row, { ...view, inviteExpiresAt: invites.get(row.user.id) ?? null })),
    total: totals[0]?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** A crew member without sign-in (NOT_USER), or someone invited by e-mail to choose a password (INVITED). */
export async function createEmployee(deps: AppDeps, auth: AuthContext, input: EmployeeInputValue, request: EmployeeRequest): Promise<Employee> {
  if (input.pay && !seesPay(auth)) throw refusalError(employeeRefusals.payDetailsDenied);
  if (statusNeedsEmail(input.status) && input.email === "") throw refusalError(employeeRefusals.emailRequired);
  const pinHash = input.pin ? await hashSecret(input.pin) : null;
  const id = await deps.db.transaction(async (tx) => {
    const group = await groupFor(tx, input.groupId);
    assertMayGrantGroup(auth.group, group);
    await assertEmailFree(tx, input.email);
    const created = await repo.insertEmployee(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email === "" ? null : input.email.toLowerCase(),
      phone: storedPhone(input.phone),
      image: (await photoUrl(tx, input.image, null)) ?? null,
      groupId: group.id,
      status: input.status,
      passwordHash: null,
      pinHash,
      hireDate: input.hireDate || null,
      terminationDate: input.terminationDate || null,
      ...input.pay,
      createdAt: deps.clock(),
      updatedAt: deps.clock(),
    });
    const row = (await repo.findEmployee(tx, created.id))!;
    if (input.status === UserStatus.INVITED) await issueInvite(tx, deps, row.user, auth.user.id, request.origin);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: ENTITY,
      entityId: created.id,
      details: { after: employeeSnapshot(row.user, row.group), ...(pinHash ? { pinSet: true } : {}) },
      ip: request.ip,
    });
    return created.id;
  });
  hint(deps, id, "New");
  return readEmployee(deps, deps.db, auth, id);
}

/** The status a change may set by hand: invitations and their acceptance set INVITED and ACTIVE themselves. */
function assertStatusSettable(auth: AuthContext, user: repo.UserRow, status: number | undefined) {
  if (status === undefined || status === user.status) return;
  if (status === UserStatus.INVITED) throw refusalError(employeeRefusals.statusNotSettable);
  if (status === UserStatus.ACTIVE && user.passwordHash === null) throw refusalError(employeeRefusals.statusNotSettable);
  if (status === UserStatus.TERMINATED && !can(auth.group, "settings.users.delete")) throw refusalError(employeeRefusals.terminateDenied);
}

export async function updateEmployee(deps: AppDeps, auth: AuthContext, id: string, input: EmployeeUpdateValue, request: EmployeeRequest): Promise<Employee> {
  if (input.pay && !seesPay(auth)) throw refusalError(employeeRefusals.payDetailsDenied);
  const pinHash = input.pin ? await hashSecret(input.pin) : undefined;
  const now = deps.clock();
  const ended = await deps.db.transaction(async (tx) => {
    const before = await repo.findEmployee(tx, id, true);
    if (!before) throw refusalError(employeeRefusals.notFound);
    assertMayGrantGroup(auth.group, before.group);
    const group = input.groupId !== undefined && input.groupId !== before.group.id ? await groupFor(tx, input.groupId) : before.group;
    if (group !== before.group) assertMayGrantGroup(auth.group, group);
    assertStatusSettable(auth, before.user, input.status);
    const status = input.status ?? before.user.status;
    const email = input.email !== undefined ? input.email.toLowerCase() : (before.user.email ?? "");
    if (statusNeedsEmail(status) && email === "") throw refusalError(employeeRefusals.emailRequired);
    if (input.email !== undefined) await assertEmailFree(tx, email, id);
    const activeOwners = (await repo.lockActiveOwners(tx)).length;
    if (endsLastOwner({ status: before.user.status, group: before.group }, { status, group }, activeOwners)) throw refusalError(employeeRefusals.lastOwner);

    const { pin: _pin, pay, image, groupId: _groupId, ...fields } = input;
    const changes: repo.UserChanges = { ...fields, ...pay, groupId: group.id };
    if (input.email !== undefined) changes.email = email === "" ? null : email;
    if (input.phone !== undefined) changes.phone = storedPhone(input.phone);
    if (input.hireDate !== undefined) changes.hireDate = input.hireDate || null;
    if (input.terminationDate !== undefined) changes.terminationDate = input.terminationDate || null;
    const photo = await photoUrl(tx, image, before.user.image);
    if (photo !== undefined) changes.image = photo;
    if (pinHash) changes.pinHash = pinHash;
    // A crew member without sign-in has no password; coming back to sign in goes through an invitation.
    if (status === UserStatus.NOT_USER) changes.passwordHash = null;
    await repo.updateEmployee(tx, id, changes, now);

    const after = (await repo.findEmployee(tx, id))!;
    const diff = changedOnly(employeeSnapshot(before.user, before.group), employeeSnapshot(after.user, after.group));
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: ENTITY,
      entityId: id,
      // The PIN itself is never logged: only that it changed.
      details: { ...diff, ...(pinHash ? { pinSet: true } : {}) },
      ip: request.ip,
    });
    // Whoever may no longer sign in (inactive, suspended, terminated, no sign-in) is signed out at once.
    return canSignIn(status) ? [] : revokeUserSessions(tx, id, now);
  });
  deps.realtime.dropSessions(ended);
  hint(deps, id, "Edit");
  return readEmployee(deps, deps.db, auth, id);
}

/** (Re)send an invitation: the person becomes INVITED and gets a new link; an earlier link stops working. */
export async function inviteEmployee(deps: AppDeps, auth: AuthContext, id: string, request: EmployeeRequest): Promise<Employee> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findEmployee(tx, id, true);
    if (!row) throw refusalError(employeeRefusals.notFound);
    assertMayGrantGroup(auth.group, row.group);
    if (row.user.status !== UserStatus.NOT_USER && row.user.status !== UserStatus.INVITED) throw refusalError(employeeRefusals.cannotInvite);
    if (!row.user.email) throw refusalError(employeeRefusals.emailRequired);
    await repo.updateEmployee(tx, id, { status: UserStatus.INVITED }, deps.clock());
    const expiresAt = await issueInvite(tx, deps, row.user, auth.user.id, request.origin);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendEmail,
      entity: ENTITY,
      entityId: id,
      details: { before: { status: row.user.status }, after: { status: UserStatus.INVITED }, inviteExpiresAt: expiresAt.toISOString() },
      ip: request.ip,
    });
  });
  hint(deps, id, "Edit");
  return readEmployee(deps, deps.db, auth, id);
}
