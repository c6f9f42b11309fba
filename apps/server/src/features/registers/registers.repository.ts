import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { RegisterSessionQuery } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { registers, registerSessions, users } from "../../platform/db/schema";

export type NewRegisterSessionRow = typeof registerSessions.$inferInsert;

const opener = alias(users, "opener");
const closer = alias(users, "closer");
const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** Living drawers with their open session, if any (the partial unique index allows at most one). */
export function listRegisters(db: Executor) {
  return db
    .select({
      id: registers.id,
      name: registers.name,
      sessionId: registerSessions.id,
      sessionNumber: registerSessions.number,
      openedAt: registerSessions.openedAt,
      openedById: registerSessions.openedBy,
      openedByName: fullName(opener),
    })
    .from(registers)
    .leftJoin(registerSessions, and(eq(registerSessions.registerId, registers.id), isNull(registerSessions.closedAt)))
    .leftJoin(opener, eq(opener.id, registerSessions.openedBy))
    .where(isNull(registers.deletedAt))
    .orderBy(asc(registers.name));
}

export async function insertRegister(db: Executor, name: string) {
  const [row] = await db.insert(registers).values({ name }).onConflictDoNothing().returning({ id: registers.id, name: registers.name });
  return row ?? null;
}

export async function findLiveRegister(db: Executor, id: string) {
  const [row] = await db
    .select({ id: registers.id, name: registers.name })
    .from(registers)
    .where(and(eq(registers.id, id), isNull(registers.deletedAt)));
  return row ?? null;
}

/** Opens a session; null when the drawer already has an open one (the partial unique index decides, also under races). */
export async function insertSession(db: Executor, row: NewRegisterSessionRow) {
  const [inserted] = await db.insert(registerSessions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/**
 * Locks a session row. FOR UPDATE by a close; FOR SHARE by anything that adds money to it (sales,
 * payments, refunds, drops, cash expenses), so adds run side by side and a close waits for them.
 */
export async function lockSession(db: Executor, id: string, mode: "update" | "share") {
  const [row] = await db
    .select({
      id: registerSessions.id,
      closedAt: registerSessions.closedAt,
      openingCash: registerSessions.openingCash,
      businessDate: registerSessions.businessDate,
    })
    .from(registerSessions)
    .where(eq(registerSessions.id, id))
    .for(mode === "update" ? "update" : "share");
  return row ?? null;
}

/** Whether a session was closed; null when there is no such session. */
export async function sessionClosed(db: Executor, id: string): Promise<boolean | null> {
  const [row] = await db.select({ closedAt: registerSessions.closedAt }).from(registerSessions).where(eq(registerSessions.id, id));
  return row ? row.closedAt !== null : null;
}

/** Whether a living drawer has an open session (the session store asks on every load). */
export async function registerHasOpenSession(db: Executor, registerId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(registerSessions)
    .innerJoin(registers, eq(registers.id, registerSessions.registerId))
    .where(and(eq(registerSessions.registerId, registerId), isNull(registerSessions.closedAt), isNull(registers.deletedAt)));
  return (row?.n ?? 0) > 0;
}

export async function closeSession(
  db: Executor,
  id: string,
  changes: Pick<NewRegisterSessionRow, "closedAt" | "closedBy" | "expectedCash" | "countedCash" | "countedCounts" | "closeNote">,
) {
  await db.update(registerSessions).set(changes).where(eq(registerSessions.id, id));
}

const sessionFields = {
  session: registerSessions,
  registerName: registers.name,
  openedByName: fullName(opener),
  closedByName: sql<string | null>`case when ${closer.id} is null then null else trim(${closer.firstName} || ' ' || ${closer.lastName}) end`,
};

function sessionFilter(f: RegisterSessionQuery): SQL | undefined {
  return and(
    f.status === "open" ? isNull(registerSessions.closedAt) : f.status === "closed" ? isNotNull(registerSessions.closedAt) : undefined,
    f.registerId ? eq(registerSessions.registerId, f.registerId) : undefined,
    f.from ? gte(registerSessions.businessDate, f.from) : undefined,
    f.to ? lte(registerSessions.businessDate, f.to) : undefined,
  );
}

function selectSessions(db: Executor) {
  return db
    .select(sessionFields)
    .from(registerSessions)
    .innerJoin(registers, eq(registers.id, registerSessions.registerId))
    .innerJoin(opener, eq(opener.id, registerSessions.openedBy))
    .leftJoin(closer, eq(closer.id, registerSessions.closedBy));
}

export async function findSession(db: Executor, id: string) {
  const [row] = await selectSessions(db).where(eq(registerSessions.id, id));
  return row ?? null;
}
export type SessionListRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** One page of sessions, newest first. */
export function sessionPage(db: Executor, f: RegisterSessionQuery & { page: number; pageSize: number }) {
  return selectSessions(db)
    .where(sessionFilter(f))
    .orderBy(desc(registerSessions.openedAt), desc(registerSessions.number))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}

export async function sessionCount(db: Executor, f: RegisterSessionQuery) {
  const [row] = await db.select({ n: count() }).from(registerSessions).where(sessionFilter(f));
  return row?.n ?? 0;
}

/** The sessions of one business day (the day-end report's cash section). */
export function sessionsOfDay(db: Executor, date: string) {
  return selectSessions(db).where(eq(registerSessions.businessDate, date)).orderBy(asc(registerSessions.openedAt));
}
