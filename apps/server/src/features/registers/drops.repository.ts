import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { DropQuery } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { cashDrops, registers, registerSessions, users } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

const dropper = alias(users, "dropper");
const closer = alias(users, "drop_closer");
const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;
const total = (expression: SQL | AnyPgColumn) => sumCents(expression);

export type NewDropRow = typeof cashDrops.$inferInsert;

export async function insertDrop(db: Executor, row: NewDropRow) {
  const [inserted] = await db.insert(cashDrops).values(row).returning({ id: cashDrops.id });
  return inserted!;
}

function dropFilter(f: DropQuery): SQL | undefined {
  return and(
    f.status === "open" ? isNull(cashDrops.closedAt) : f.status === "closed" ? isNotNull(cashDrops.closedAt) : undefined,
    f.registerId ? eq(registerSessions.registerId, f.registerId) : undefined,
    f.from ? gte(cashDrops.businessDate, f.from) : undefined,
    f.to ? lte(cashDrops.businessDate, f.to) : undefined,
  );
}

const dropFields = {
  drop: cashDrops,
  sessionNumber: registerSessions.number,
  registerId: registers.id,
  registerName: registers.name,
  createdByName: fullName(dropper),
  closedByName: sql<string | null>`case when ${closer.id} is null then null else trim(${closer.firstName} || ' ' || ${closer.lastName}) end`,
};

function selectDrops(db: Executor) {
  return db
    .select(dropFields)
    .from(cashDrops)
    .innerJoin(registerSessions, eq(registerSessions.id, cashDrops.registerSessionId))
    .innerJoin(registers, eq(registers.id, registerSessions.registerId))
    .innerJoin(dropper, eq(dropper.id, cashDrops.createdBy))
    .leftJoin(closer, eq(closer.id, cashDrops.closedBy));
}

export async function findDrop(db: Executor, id: string) {
  const [row] = await selectDrops(db).where(eq(cashDrops.id, id));
  return row ?? null;
}
export type DropListRow = NonNullable<Awaited<ReturnType<typeof findDrop>>>;

export function dropPage(db: Executor, f: DropQuery & { page: number; pageSize: number }) {
  return selectDrops(db)
    .where(dropFilter(f))
    .orderBy(desc(cashDrops.createdAt), desc(cashDrops.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}

/** Count and sums over every drop the filter matches, not only the page. */
export async function dropTotals(db: Executor, f: DropQuery) {
  const [row] = await db
    .select({
      count: count(),
      amount: total(cashDrops.amount),
      open: total(sql`case when ${cashDrops.closedAt} is null then ${cashDrops.amount} else 0 end`),
      closed: total(sql`case when ${cashDrops.closedAt} is null then 0 else ${cashDrops.amount} end`),
    })
    .from(cashDrops)
    .innerJoin(registerSessions, eq(registerSessions.id, cashDrops.registerSessionId))
    .where(dropFilter(f));
  return row ?? { count: 0, amount: 0, open: 0, closed: 0 };
}

/** How many of these drops exist. */
export async function countDrops(db: Executor, ids: string[]) {
  const [row] = await db.select({ n: count() }).from(cashDrops).where(inArray(cashDrops.id, ids));
  return row?.n ?? 0;
}

/** Closes or reopens drops; answers the ids that changed (those already in that state are left alone). */
export async function setDropsClosed(db: Executor, ids: string[], closed: { at: Date; by: string } | null) {
  const rows = await db
    .update(cashDrops)
    .set(closed ? { closedAt: closed.at, closedBy: closed.by } : { closedAt: null, closedBy: null })
    .where(and(inArray(cashDrops.id, ids), closed ? isNull(cashDrops.closedAt) : isNotNull(cashDrops.closedAt)))
    .returning({ id: cashDrops.id });
  return rows.map((r) => r.id);
}
