import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { UserStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { groups, users } from "../../platform/db/schema";

/** Every group, A–Z, with how many people are in it (terminated ones aside). */
export function listGroupsWithMembers(db: Executor) {
  return db
    .select({ group: groups, members: sql<number>`count(${users.id}) filter (where ${users.status} <> ${UserStatus.TERMINATED})`.mapWith(Number) })
    .from(groups)
    .leftJoin(users, eq(users.groupId, groups.id))
    .groupBy(groups.id)
    .orderBy(asc(groups.name));
}

export function findGroup(db: Executor, id: string, lock = false) {
  const query = db.select().from(groups).where(eq(groups.id, id));
  return (lock ? query.for("update") : query).then((rows) => rows[0]);
}

export function groupNameTaken(db: Executor, name: string, exceptId?: string) {
  return db
    .select({ id: groups.id })
    .from(groups)
    .where(and(sql`lower(${groups.name}) = lower(${name})`, exceptId ? ne(groups.id, exceptId) : undefined))
    .then((rows) => rows.length > 0);
}

export function insertGroup(db: Executor, values: typeof groups.$inferInsert) {
  return db
    .insert(groups)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateGroup(db: Executor, id: string, values: Partial<typeof groups.$inferInsert>) {
  return db
    .update(groups)
    .set(values)
    .where(eq(groups.id, id))
    .returning()
    .then((rows) => rows[0]!);
}

export function deleteGroup(db: Executor, id: string) {
  return db.delete(groups).where(eq(groups.id, id));
}

/** Everyone whose record names the group, terminated people included: their records keep it. */
export function groupMemberNames(db: Executor, id: string) {
  return db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.groupId, id))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function memberCount(db: Executor, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.groupId, id), ne(users.status, UserStatus.TERMINATED)));
  return row?.n ?? 0;
}

/** Active owners outside one group, locked (the last-owner rule of a group losing its owner flag). */
export function lockActiveOwnersOutside(db: Executor, groupId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(users.status, UserStatus.ACTIVE), eq(groups.isOwner, true), ne(groups.id, groupId)))
    .for("update", { of: users })
    .then((rows) => rows.length);
}

export function groupHasActiveMembers(db: Executor, groupId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.status, UserStatus.ACTIVE)))
    .limit(1)
    .then((rows) => rows.length > 0);
}
