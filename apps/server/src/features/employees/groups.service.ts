import {
  ActivityAction,
  employeeName,
  groupRefusals,
  isPrivileged,
  namesList,
  pathsFromPermission,
  permissionFromPaths,
  rightsBeyond,
  type GroupInputValue,
  type GroupUpdateValue,
  type PermissionGroup,
  type PermissionHolder,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import * as repo from "./groups.repository";
import type { GroupRow } from "./employees.repository";
import { toPermissionGroup } from "./employee-dto";

const ENTITY = "group";

/**
 * Group changes reach their members on their next request: the guard reads each request's group
 * with its session (platform/auth/sessions.repository.ts), nothing caches it. The hint lets open
 * screens of the members ask for their session again at once.
 */
const hint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "groups", id, action });

const snapshot = (group: Pick<GroupRow, "name" | "permission" | "isDev" | "isOwner">) => ({
  name: group.name,
  paths: pathsFromPermission(group.permission),
  isDev: group.isDev,
  isOwner: group.isOwner,
});

/** Nobody grants more than they have; the developer and owner flags only by a developer or owner. */
function assertMayShape(actor: PermissionHolder, next: PermissionHolder) {
  if (isPrivileged(next) && !isPrivileged(actor)) throw refusalError(groupRefusals.flagsDenied);
  if (rightsBeyond(actor, next).length > 0) throw refusalError(groupRefusals.grantBeyond);
}

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  if (await repo.groupNameTaken(db, name, exceptId)) throw refusalError(groupRefusals.nameTaken);
}

export async function listGroups(deps: AppDeps): Promise<PermissionGroup[]> {
  const rows = await repo.listGroupsWithMembers(deps.db);
  return rows.map((row) => toPermissionGroup(row.group, row.members));
}

export async function createGroup(deps: AppDeps, auth: AuthContext, input: GroupInputValue, ip: string): Promise<PermissionGroup> {
  const permission = permissionFromPaths(input.paths);
  assertMayShape(auth.group, { permission, isDev: input.isDev, isOwner: input.isOwner });
  const created = await deps.db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const group = await repo.insertGroup(tx, { name: input.name, permission, isDev: input.isDev, isOwner: input.isOwner });
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.New, entity: ENTITY, entityId: group.id, details: { after: snapshot(group) }, ip });
    return group;
  });
  hint(deps, created.id, "New");
  return toPermissionGroup(created, 0);
}

export async function updateGroup(deps: AppDeps, auth: AuthContext, id: string, input: GroupUpdateValue, ip: string): Promise<PermissionGroup> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await repo.findGroup(tx, id, true);
    if (!before) throw refusalError(groupRefusals.notFound);
    // A group already above the actor is not theirs to touch, even to take rights away.
    assertMayShape(auth.group, before);
    const next = {
      name: input.name ?? before.name,
      permission: input.paths ? permissionFromPaths(input.paths) : before.permission,
      isDev: input.isDev ?? before.isDev,
      isOwner: input.isOwner ?? before.isOwner,
    };
    assertMayShape(auth.group, next);
    if (input.name !== undefined) await assertNameFree(tx, input.name, id);
    if (before.isOwner && !next.isOwner && (await repo.groupHasActiveMembers(tx, id)) && (await repo.lockActiveOwnersOutside(tx, id)) === 0) {
      throw refusalError(groupRefusals.lastOwnerGroup);
    }
    const group = await repo.updateGroup(tx, id, next);
    const [beforeView, afterView] = [snapshot(before), snapshot(group)];
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: ENTITY,
      entityId: id,
      details: { before: beforeView, after: afterView },
      ip,
    });
    return { group, members: await repo.memberCount(tx, id) };
  });
  hint(deps, id, "Edit");
  return toPermissionGroup(updated.group, updated.members);
}

/** A group anyone's record names cannot go: the refusal says who is in it. */
export async function deleteGroup(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const group = await repo.findGroup(tx, id, true);
    if (!group) throw refusalError(groupRefusals.notFound);
    assertMayShape(auth.group, group);
    const members = await repo.groupMemberNames(tx, id);
    if (members.length > 0) throw refusalError(groupRefusals.inUse(namesList(members.map(employeeName))));
    await repo.deleteGroup(tx, id);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Delete, entity: ENTITY, entityId: id, details: { before: snapshot(group) }, ip });
  });
  hint(deps, id, "Delete");
}
