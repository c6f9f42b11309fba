import { asc, eq, inArray, isNull, max, min, sql } from "drizzle-orm";
import { countedTotal, DENOMINATIONS, expectedCash, type CashCount } from "@washdesk/domain";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/database";
import { businessDateAt } from "../platform/shop-clock";
import { cashDrops, payments, refunds, registers, registerSessions, sales } from "../platform/db/schema";
import { readLedgerRows } from "../features/registers/ledger.repository";
import { cashLedgerOf } from "../features/registers/register-dto";
import { findDemoStaff } from "./demo-staff";

/** How many of the demo's last business days went through Register 1's drawer. */
export const DEMO_REGISTER_DAYS = 14;
/** $200 float: 5 × $20, 5 × $10, 4 × $5, 20 × $1, 40 quarters. */
const FLOAT: CashCount = { "2000": 5, "1000": 5, "500": 4, "100": 20, "25": 40 };
const MINUTE = 60_000;

/** A count of an amount as a cashier would make it: the largest notes and coins first. */
export function countOf(amount: number): CashCount {
  const count: CashCount = {};
  let left = amount;
  for (const d of DENOMINATIONS) {
    const n = Math.floor(left / d);
    if (n > 0) count[`${d}`] = n;
    left -= n * d;
  }
  return count;
}

/** Counted minus expected on the demo's closes: mostly balanced, a dollar short now and then, a quarter over once. */
const deviationOf = (day: number) => (day % 7 === 3 ? -100 : day % 11 === 5 ? 25 : 0);

/**
 * Register 1's sessions for the demo's last business days, so the Register Report, the Drop Report
 * and the day-end report open on real figures: each day opened with a counted $200 float, its sales,
 * payments and refunds in the drawer, one drop to the safe at the end of the day, and a close
 * counted by denomination. Today's drawer stays open, so the POS can sell at once. Expected cash is
 * frozen at each close from the same SQL ledger the reports read, so the two cannot disagree.
 */
export async function seedDemoRegisters(db: Executor, now: Date, timeZone: string): Promise<{ sessions: number }> {
  const [drawer] = await db.select({ id: registers.id }).from(registers).where(isNull(registers.deletedAt)).orderBy(asc(registers.createdAt)).limit(1);
  const staff = await findDemoStaff(db);
  if (!drawer || !staff) return { sessions: 0 };
  const { cashier, owner } = staff;

  const days = (
    await db
      .select({ date: sales.businessDate, first: min(sales.createdAt), last: max(sales.createdAt) })
      .from(sales)
      .groupBy(sales.businessDate)
      .orderBy(sql`${sales.businessDate} desc`)
      .limit(DEMO_REGISTER_DAYS)
  ).reverse();
  const today = businessDateAt(now, timeZone);
  if (days.at(-1)?.date !== today) days.push({ date: today, first: new Date(now.getTime() - 10 * MINUTE), last: null });

  const openingCash = countedTotal(FLOAT);
  const opened = await db
    .insert(registerSessions)
    .values(
      days.map((day) => {
        const openedAt = new Date((day.first ?? now).getTime() - 20 * MINUTE);
        return {
          registerId: drawer.id,
          openedBy: cashier.id,
          openedAt,
          // Past days go in closed (one open drawer per register); their close is filled in below.
          closedAt: day.date === today ? null : new Date(openedAt.getTime() + MINUTE),
          businessDate: day.date,
          openingCash,
          openingCounts: FLOAT,
        };
      }),
    )
    .returning({ id: registerSessions.id, businessDate: registerSessions.businessDate });
  const dates = opened.map((s) => s.businessDate);
  // Every money row of those days went through this drawer.
  const sessionOfDay = (column: AnyPgColumn) =>
    sql`(select ${registerSessions.id} from ${registerSessions} where ${registerSessions.businessDate} = ${column} and ${registerSessions.registerId} = ${drawer.id})`;
  await db
    .update(sales)
    .set({ registerSessionId: sessionOfDay(sales.businessDate) })
    .where(inArray(sales.businessDate, dates));
  await db
    .update(payments)
    .set({ registerSessionId: sessionOfDay(payments.businessDate) })
    .where(inArray(payments.businessDate, dates));
  await db
    .update(refunds)
    .set({ registerSessionId: sessionOfDay(refunds.businessDate) })
    .where(inArray(refunds.businessDate, dates));

  const dayOf = new Map(days.map((day) => [day.date, day]));
  const inOrder = [...opened].sort((a, b) => a.businessDate.localeCompare(b.businessDate));
  for (const [index, session] of inOrder.entries()) {
    const day = dayOf.get(session.businessDate)!;
    if (day.date === today || !day.last) continue;
    const ledger = cashLedgerOf(await readLedgerRows(db, { sessionIds: [session.id] }), openingCash);
    // Most of the day's cash goes to the safe before the count, in whole $50s.
    const drop = Math.floor((ledger.cashReceived * 0.6) / 5000) * 5000;
    // The drop and the count come after the day's last payment or refund.
    const [lastMove] = await db
      .execute<{ at: string | null }>(
        sql`select greatest((select max(created_at) from ${payments} where register_session_id = ${session.id}),
                          (select max(created_at) from ${refunds} where register_session_id = ${session.id}))::text as at`,
      )
      .then((result) => (result as unknown as { rows: { at: string | null }[] }).rows);
    const lastAt = lastMove?.at ? new Date(lastMove.at).getTime() : 0;
    const dropAt = new Date(Math.max(lastAt, day.last.getTime()) + 2 * MINUTE);
    if (drop > 0) {
      await db.insert(cashDrops).values({
        registerSessionId: session.id,
        amount: drop,
        note: "End of day to the safe",
        businessDate: day.date,
        createdBy: owner.id,
        createdAt: dropAt,
        // Checked against the safe the next morning, except the latest.
        closedAt: index < inOrder.length - 2 ? new Date(dropAt.getTime() + 14 * 60 * MINUTE) : null,
        closedBy: index < inOrder.length - 2 ? owner.id : null,
      });
    }
    const expected = expectedCash({ ...ledger, drops: ledger.drops + drop });
    const counted = Math.max(0, expected + deviationOf(index));
    await db
      .update(registerSessions)
      .set({
        closedAt: new Date(Math.min(dropAt.getTime() + 15 * MINUTE, now.getTime() - MINUTE)),
        closedBy: owner.id,
        expectedCash: expected,
        countedCash: counted,
        countedCounts: countOf(counted),
        closeNote: counted === expected ? "" : counted < expected ? "Short: recounted twice" : "Over: a customer left the change",
      })
      .where(eq(registerSessions.id, session.id));
  }
  return { sessions: opened.length };
}
