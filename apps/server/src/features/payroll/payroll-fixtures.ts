import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  headers,
  DiscountType,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PayPeriod,
  PayType,
  Recurrence,
  SecondPaymentMethod,
  TaxMethod,
  TaxType,
} from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { saleLines, sales, timeShifts, users } from "../../platform/db/schema";
import { businessDateAt } from "../../platform/shop-clock";
import { DEFAULT_CLIENT_TOKEN } from "../../config";
import { parseEnvelope, type TestApp } from "../../../test/test-app";

// Rows payroll reads, written straight to the tables: shifts as the time clock leaves them, and
// sales as the counter completes them (no discount, no tax, so a line's net is price × quantity).

const HOUR = 3_600_000;
const SHOP_ZONE = "America/New_York";

/** A closed shift from `start` lasting `hours`, on the business day it started. */
export async function insertShift(db: Executor, userId: string, start: Date, hours: number): Promise<string> {
  const [row] = await db
    .insert(timeShifts)
    .values({ userId, clockedInAt: start, clockedOutAt: new Date(start.getTime() + hours * HOUR), businessDate: businessDateAt(start, SHOP_ZONE) })
    .returning({ id: timeShifts.id });
  return row!.id;
}

export interface FixtureLine {
  productId?: string | null;
  kind?: ItemKind;
  quantity?: number;
  unitPrice: number;
  staffIds: string[];
}

/** A completed sale of these lines on a business date. */
export async function insertSale(
  db: Executor,
  values: { cashierId: string; businessDate: string; lines: FixtureLine[]; status?: OrderStatus },
): Promise<{ id: string; lineIds: string[] }> {
  const total = values.lines.reduce((sum, l) => sum + l.unitPrice * (l.quantity ?? 1), 0);
  const [sale] = await db
    .insert(sales)
    .values({
      cashierId: values.cashierId,
      status: values.status ?? OrderStatus.Completed,
      invoiceStatus: InvoiceStatus.Paid,
      subTotal: total,
      discountTotal: 0,
      taxTotal: 0,
      includedTaxTotal: 0,
      amount: total,
      paidTotal: total,
      businessDate: values.businessDate,
    })
    .returning({ id: sales.id });
  const lineIds: string[] = [];
  for (const [position, line] of values.lines.entries()) {
    const quantity = line.quantity ?? 1;
    const net = line.unitPrice * quantity;
    const [row] = await db
      .insert(saleLines)
      .values({
        saleId: sale!.id,
        position,
        productId: line.productId ?? null,
        kind: line.kind ?? ItemKind.Service,
        name: `Line ${randomUUID().slice(0, 6)}`,
        quantity,
        unitPrice: line.unitPrice,
        discountType: DiscountType.NoDiscount,
        discountRate: 0,
        taxType: TaxType.NoTax,
        taxMethod: TaxMethod.Exclusive,
        taxRate: 0,
        unitDiscount: 0,
        unitTax: 0,
        discountTotal: 0,
        netTotal: net,
        taxTotal: 0,
        includedTaxTotal: 0,
        subTotal: net,
        staffIds: line.staffIds,
      })
      .returning({ id: saleLines.id });
    lineIds.push(row!.id);
  }
  return { id: sale!.id, lineIds };
}

/** An hourly employee on the weekly schedule at `rate` cents an hour. */
export async function setHourlyPay(db: Executor, userId: string, rate: number, schedule: Recurrence = Recurrence.EveryWeek): Promise<void> {
  await db
    .update(users)
    .set({ payType: PayType.Hourly, payRate: rate, payPeriod: PayPeriod.Hourly, paySchedule: schedule, paidBy: SecondPaymentMethod.Check })
    .where(eq(users.id, userId));
}

/** Someone payroll leaves alone: on another schedule than the tests run. */
export async function moveToMonthly(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ paySchedule: Recurrence.EveryMonth }).where(eq(users.id, userId));
}

/**
 * A caller of the test app as one signed-in person after another: each person's token follows the
 * server's rotations (the payroll tests move the clock by weeks), with an Idempotency-Key when given.
 */
export function payrollCaller(appOf: () => TestApp) {
  const tokens = new Map<string, string>();
  return async (who: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, key?: string) => {
    const response = await appOf().app.inject({
      method,
      url,
      headers: {
        ...(key ? { [headers.idempotencyKey]: key } : {}),
        authorization: `Bearer ${tokens.get(who) ?? who}`,
        [headers.clientToken]: DEFAULT_CLIENT_TOKEN,
      },
      payload: body as Record<string, unknown> | undefined,
    });
    const rotated = response.headers[headers.accessToken];
    if (typeof rotated === "string") tokens.set(who, rotated);
    const envelope = response.headers["content-type"]?.toString().includes("json") ? parseEnvelope(response) : ({} as ReturnType<typeof parseEnvelope>);
    return { response, envelope };
  };
}
