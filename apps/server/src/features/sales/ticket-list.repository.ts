import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { OpenTicketPage } from "@washdesk/domain";
import { OrderStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customers, saleLines, sales, users, vehicles } from "../../platform/db/schema";

const open = and(eq(sales.status, OrderStatus.Pending), isNull(sales.deletedAt));
/** A ticket waits from when it was parked, else from when it was rung up. */
const waitingSince = sql`coalesce(${sales.parkedAt}, ${sales.createdAt})`;

/** One page of open tickets (pending, living sales), the longest waiting first. */
export async function openTicketPage(db: Executor, page: number, pageSize: number): Promise<OpenTicketPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: sales.id,
        number: sales.number,
        ticketLabel: sales.ticketLabel,
        status: sales.status,
        invoiceStatus: sales.invoiceStatus,
        customerId: sales.customerId,
        customerName: customers.name,
        vehicleType: sales.vehicleType,
        vehicleTag: vehicles.tag,
        cashierId: sales.cashierId,
        cashierName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        lineCount: sql<number>`(select count(*)::int from ${saleLines} where ${saleLines.saleId} = ${sales.id})`.mapWith(Number),
        amount: sales.amount,
        paidTotal: sales.paidTotal,
        createdAt: sales.createdAt,
        parkedAt: sales.parkedAt,
        resumedAt: sales.resumedAt,
      })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.cashierId))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .leftJoin(vehicles, eq(vehicles.id, sales.vehicleId))
      .where(open)
      .orderBy(asc(waitingSince), asc(sales.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(sales)
      .where(open),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      ticketLabel: r.ticketLabel,
      status: r.status,
      invoiceStatus: r.invoiceStatus,
      customer: r.customerId && r.customerName !== null ? { id: r.customerId, name: r.customerName } : null,
      vehicleType: r.vehicleType,
      vehicleTag: r.vehicleTag && r.vehicleTag !== "" ? r.vehicleTag : null,
      cashier: { id: r.cashierId, name: r.cashierName },
      lineCount: r.lineCount,
      amount: r.amount,
      paidTotal: r.paidTotal,
      balance: r.amount - r.paidTotal,
      createdAt: r.createdAt.toISOString(),
      parkedAt: r.parkedAt?.toISOString() ?? null,
      resumedAt: r.resumedAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
