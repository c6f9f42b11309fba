import { and, asc, count, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import { UserStatus, type EmployeeListFilter } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { groups, userInvites, users } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, "id" | "createdAt">>;

const employeeColumns = { user: users, group: groups };

function listConditions(filter: EmployeeListFilter): SQL | undefined {
  const search = filter.search.trim().toLowerCase();
  return and(
    filter.status !== undefined ? eq(users.status, filter.status) : undefined,
    filter.groupId ? eq(users.groupId, filter.groupId) : undefined,
    search ? sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${containsPattern(search)}` : undefined,
  );
}

/** A page of employees, A–Z by name, with the total. */
export function employeeListQueries(db: Executor, filter: EmployeeListFilter) {
  const where = listConditions(filter);
  return {
    page: db
      .select(employeeColumns)
      .from(users)
      .innerJoin(groups, eq(groups.id, users.groupId))
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    total: db.select({ n: count() }).from(users).where(where),
  };
}

export function findEmployee(db: Executor, id: string, lock = false) {
  const query = db.select(employeeColumns).from(users).innerJoin(groups, eq(groups.id, users.groupId)).where(eq(users.id, id));
  return (lock ? query.for("update", { of: users }) : query).then((rows) => rows[0]);
}

export function findGroup(db: Executor, id: string) {
  return db
    .select()
    .from(groups)
    .where(eq(groups.id, id))
    .then((rows) => rows[0]);
}

export function insertEmployee(db: Executor, values: typeof users.$inferInsert) {
  return db
    .insert(users)
    .values(values)
    .returning({ id: users.id })
    .then((rows) => rows[0]!);
}

export function updateEmployee(db: Executor, id: string, changes: UserChanges, now: Date) {
  return db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/**
 * Active owners, the row locks taken so two changes cannot each leave the other as the last one
 * (docs/product.md §6: the shop keeps an active owner).
 */
export function lockActiveOwners(db: Executor) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(users.status, UserStatus.ACTIVE), eq(groups.isOwner, true)))
    .for("update", { of: users })
    .then((rows) => rows.map((row) => row.id));
}

export function emailInUse(db: Executor, email: string, exceptId?: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** The end of each employee's open invitation, for the list's "invited" column. */
export function openInvites(db: Executor, userIds: string[], now: Date) {
  if (userIds.length === 0) return Promise.resolve(new Map<string, Date>());
  return db
    .select({ userId: userInvites.userId, expiresAt: sql<Date>`max(${userInvites.expiresAt})`.mapWith((v: string) => new Date(v)) })
    .from(userInvites)
    .where(and(sql`${userInvites.userId} in ${userIds}`, isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)))
    .groupBy(userInvites.userId)
    .then((rows) => new Map(rows.map((row) => [row.userId, row.expiresAt])));
}

/** A new invitation ends every earlier one of the person: only the newest link works. */
export async function replaceInvite(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date; createdBy: string; now: Date }) {
  await db
    .update(userInvites)
    .set({ usedAt: values.now })
    .where(and(eq(userInvites.userId, values.userId), isNull(userInvites.usedAt)));
  await db
    .insert(userInvites)
    .values({ userId: values.userId, tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdBy: values.createdBy, createdAt: values.now });
}

/** The invitation a token names while it is usable, with its person. */
export function findUsableInvite(db: Executor, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({ invite: userInvites, user: users })
    .from(userInvites)
    .innerJoin(users, eq(users.id, userInvites.userId))
    .where(and(eq(userInvites.tokenHash, tokenHash), isNull(userInvites.usedAt), gt(userInvites.expiresAt, now), eq(users.status, UserStatus.INVITED)));
  return (lock ? query.for("update", { of: userInvites }) : query).then((rows) => rows[0]);
}

/** Marks an invitation used; false when someone used it first. */
export function useInvite(db: Executor, id: string, now: Date) {
  return db
    .update(userInvites)
    .set({ usedAt: now })
    .where(and(eq(userInvites.id, id), isNull(userInvites.usedAt)))
    .returning({ id: userInvites.id })
    .then((rows) => rows.length === 1);
}
