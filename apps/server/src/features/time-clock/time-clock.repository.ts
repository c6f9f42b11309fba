import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { UserStatus, type BreakKind, type ClockAction, type ShiftTimes } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { timeBreaks, timePunches, timeShiftAudit, timeShifts, users } from "../../platform/db/schema";

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export interface StaffForClock {
  id: string;
  name: string;
  status: UserStatus;
  pinHash: string | null;
}

export async function findStaffForClock(db: Executor, userId: string): Promise<StaffForClock | null> {
  const [row] = await db.select({ id: users.id, name: fullName, status: users.status, pinHash: users.pinHash }).from(users).where(eq(users.id, userId));
  return row ? { ...row, status: row.status as UserStatus } : null;
}

export type ShiftRecord = typeof timeShifts.$inferSelect;
export type BreakRecord = typeof timeBreaks.$inferSelect;

/** The person's open shift and open break, locked for this punch. */
export async function lockOpenShift(tx: Executor, userId: string): Promise<{ shift: ShiftRecord; openBreak: BreakRecord | null } | null> {
  const [shift] = await tx
    .select()
    .from(timeShifts)
    .where(and(eq(timeShifts.userId, userId), isNull(timeShifts.clockedOutAt), isNull(timeShifts.deletedAt)))
    .for("update");
  if (!shift) return null;
  const [openBreak] = await tx
    .select()
    .from(timeBreaks)
    .where(and(eq(timeBreaks.shiftId, shift.id), isNull(timeBreaks.endedAt)));
  return { shift, openBreak: openBreak ?? null };
}

export async function insertShift(tx: Executor, userId: string, at: Date, businessDate: string): Promise<ShiftRecord> {
  const [row] = await tx.insert(timeShifts).values({ userId, clockedInAt: at, businessDate }).returning();
  if (!row) throw new Error("shift not inserted");
  return row;
}

export async function closeShift(tx: Executor, shiftId: string, at: Date): Promise<void> {
  await tx.update(timeShifts).set({ clockedOutAt: at }).where(eq(timeShifts.id, shiftId));
}

export async function startBreak(tx: Executor, shiftId: string, kind: BreakKind, at: Date): Promise<void> {
  await tx.insert(timeBreaks).values({ shiftId, kind, startedAt: at });
}

export async function endBreak(tx: Executor, breakId: string, at: Date): Promise<void> {
  await tx.update(timeBreaks).set({ endedAt: at }).where(eq(timeBreaks.id, breakId));
}

export async function insertPunch(
  tx: Executor,
  punch: { shiftId: string; action: ClockAction; breakKind: BreakKind | null; at: Date; byUserId: string },
): Promise<void> {
  await tx.insert(timePunches).values(punch);
}

export interface BoardRow {
  userId: string;
  name: string;
  shiftId: string | null;
  clockedInAt: Date | null;
  flaggedAt: Date | null;
  breakKind: BreakKind | null;
  breakStartedAt: Date | null;
}

/** Everyone who may punch (and anyone else still on the clock), with their open shift and break. */
export async function boardRows(db: Executor): Promise<BoardRow[]> {
  return db
    .select({
      userId: users.id,
      name: fullName,
      shiftId: timeShifts.id,
      clockedInAt: timeShifts.clockedInAt,
      flaggedAt: timeShifts.flaggedAt,
      breakKind: timeBreaks.kind,
      breakStartedAt: timeBreaks.startedAt,
    })
    .from(users)
    .leftJoin(timeShifts, and(eq(timeShifts.userId, users.id), isNull(timeShifts.clockedOutAt), isNull(timeShifts.deletedAt)))
    .leftJoin(timeBreaks, and(eq(timeBreaks.shiftId, timeShifts.id), isNull(timeBreaks.endedAt)))
    .where(or(inArray(users.status, [UserStatus.ACTIVE, UserStatus.NOT_USER]), isNotNull(timeShifts.id)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export interface ShiftWithName extends ShiftRecord {
  employeeName: string;
}

/** Shifts started on these business days that count (closed, or open and flagged), oldest first. */
export async function shiftsBetween(db: Executor, from: string, to: string, userId: string | undefined): Promise<ShiftWithName[]> {
  const rows = await db
    .select({ shift: timeShifts, employeeName: fullName })
    .from(timeShifts)
    .innerJoin(users, eq(users.id, timeShifts.userId))
    .where(
      and(
        gte(timeShifts.businessDate, from),
        lte(timeShifts.businessDate, to),
        isNull(timeShifts.deletedAt),
        or(isNotNull(timeShifts.clockedOutAt), isNotNull(timeShifts.flaggedAt)),
        userId ? eq(timeShifts.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(timeShifts.clockedInAt));
  return rows.map((r) => ({ ...r.shift, employeeName: r.employeeName }));
}

export async function findShift(db: Executor, id: string): Promise<ShiftWithName | null> {
  const [row] = await db
    .select({ shift: timeShifts, employeeName: fullName })
    .from(timeShifts)
    .innerJoin(users, eq(users.id, timeShifts.userId))
    .where(and(eq(timeShifts.id, id), isNull(timeShifts.deletedAt)));
  return row ? { ...row.shift, employeeName: row.employeeName } : null;
}

/**
 * The living shift, locked until the transaction ends: an edit or a removal reads the times it
 * records as "before" only once any other change of the shift has committed.
 */
export async function lockShift(tx: Executor, id: string): Promise<ShiftWithName | null> {
  const [row] = await tx
    .select({ shift: timeShifts, employeeName: fullName })
    .from(timeShifts)
    .innerJoin(users, eq(users.id, timeShifts.userId))
    .where(and(eq(timeShifts.id, id), isNull(timeShifts.deletedAt)))
    .for("update", { of: timeShifts });
  return row ? { ...row.shift, employeeName: row.employeeName } : null;
}

export async function breaksOf(db: Executor, shiftIds: string[]): Promise<Map<string, BreakRecord[]>> {
  const byShift = new Map<string, BreakRecord[]>();
  if (shiftIds.length === 0) return byShift;
  const rows = await db.select().from(timeBreaks).where(inArray(timeBreaks.shiftId, shiftIds)).orderBy(asc(timeBreaks.startedAt));
  for (const row of rows) byShift.set(row.shiftId, [...(byShift.get(row.shiftId) ?? []), row]);
  return byShift;
}

export async function punchesOf(db: Executor, shiftId: string) {
  return db
    .select({ action: timePunches.action, breakKind: timePunches.breakKind, at: timePunches.at, by: fullName })
    .from(timePunches)
    .innerJoin(users, eq(users.id, timePunches.byUserId))
    .where(eq(timePunches.shiftId, shiftId))
    .orderBy(asc(timePunches.at), asc(timePunches.id));
}

export async function auditOf(db: Executor, shiftId: string) {
  return (
    db
      .select({ at: timeShiftAudit.at, by: fullName, reason: timeShiftAudit.reason, before: timeShiftAudit.before, after: timeShiftAudit.after })
      .from(timeShiftAudit)
      .innerJoin(users, eq(users.id, timeShiftAudit.byUserId))
      .where(eq(timeShiftAudit.shiftId, shiftId))
      // Entries are written one at a time under the shift's lock: their ids are the order they were made in.
      .orderBy(desc(timeShiftAudit.id))
  );
}

/** Another living shift of the person that overlaps [from, to) (an open one runs until now). */
export async function overlappingShift(db: Executor, shift: { id: string; userId: string }, from: Date, to: Date, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: timeShifts.id })
    .from(timeShifts)
    .where(
      and(
        eq(timeShifts.userId, shift.userId),
        ne(timeShifts.id, shift.id),
        isNull(timeShifts.deletedAt),
        lt(timeShifts.clockedInAt, to),
        sql`coalesce(${timeShifts.clockedOutAt}, ${now.toISOString()}::timestamptz) > ${from.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function replaceShiftTimes(
  tx: Executor,
  shiftId: string,
  times: { clockedInAt: Date; clockedOutAt: Date; businessDate: string; editedAt: Date },
  breaks: { kind: BreakKind; startedAt: Date; endedAt: Date }[],
) {
  await tx.update(timeShifts).set(times).where(eq(timeShifts.id, shiftId));
  await tx.delete(timeBreaks).where(eq(timeBreaks.shiftId, shiftId));
  if (breaks.length > 0) await tx.insert(timeBreaks).values(breaks.map((b) => ({ ...b, shiftId })));
}

export async function markShiftDeleted(tx: Executor, shiftId: string, at: Date): Promise<void> {
  await tx.update(timeShifts).set({ deletedAt: at }).where(eq(timeShifts.id, shiftId));
}

export async function markShiftConfirmed(tx: Executor, shiftId: string, at: Date): Promise<void> {
  await tx
    .update(timeShifts)
    .set({ confirmedAt: at })
    .where(and(eq(timeShifts.id, shiftId), isNull(timeShifts.confirmedAt)));
}

export async function insertAudit(
  tx: Executor,
  entry: { shiftId: string; byUserId: string; at: Date; reason: string; before: ShiftTimes; after: ShiftTimes | null },
) {
  await tx.insert(timeShiftAudit).values(entry);
}

/** Flags every shift open since before `openedBefore`; answers the ids flagged now. */
export async function flagShiftsOpenSince(db: Executor, openedBefore: Date, now: Date): Promise<string[]> {
  const rows = await db
    .update(timeShifts)
    .set({ flaggedAt: now })
    .where(and(isNull(timeShifts.clockedOutAt), isNull(timeShifts.deletedAt), isNull(timeShifts.flaggedAt), lte(timeShifts.clockedInAt, openedBefore)))
    .returning({ id: timeShifts.id });
  return rows.map((r) => r.id);
}
