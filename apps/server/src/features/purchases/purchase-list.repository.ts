import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { PurchaseListFilter } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { purchaseLines, purchases, users, vendors } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

export interface PurchaseListWhere {
  filter: PurchaseListFilter;
  /** The date range as instants (the shop's days). */
  start?: Date;
  end?: Date;
}

function whereOf({ filter, start, end }: PurchaseListWhere): SQL | undefined {
  return and(
    isNull(purchases.deletedAt),
    start ? gte(purchases.date, start) : undefined,
    end ? lt(purchases.date, end) : undefined,
    filter.vendorId ? eq(purchases.vendorId, filter.vendorId) : undefined,
    filter.paidBy ? eq(purchases.paidBy, filter.paidBy) : undefined,
  );
}

/**
 * One page, newest first, with each purchase's line count and units; and the totals of every
 * matching purchase by payment method (count and amount summed in SQL, never in the page).
 */
export function purchaseListQueries(db: Executor, where: PurchaseListWhere) {
  const condition = whereOf(where);
  const { page, pageSize } = where.filter;
  return {
    page: db
      .select({
        purchase: purchases,
        company: vendors.company,
        createdByFirstName: users.firstName,
        createdByLastName: users.lastName,
        // Correlated, so only the page's purchases are counted (PostgreSQL evaluates them after the limit).
        lineCount: sql<number>`(select count(*) from ${purchaseLines} where ${purchaseLines.purchaseId} = ${purchases.id})`.mapWith(Number),
        quantity:
          sql<number>`(select coalesce(sum(${purchaseLines.quantity}), 0) from ${purchaseLines} where ${purchaseLines.purchaseId} = ${purchases.id})`.mapWith(
            Number,
          ),
      })
      .from(purchases)
      .innerJoin(vendors, eq(vendors.id, purchases.vendorId))
      .leftJoin(users, eq(users.id, purchases.createdBy))
      .where(condition)
      .orderBy(desc(purchases.date), desc(purchases.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    totals: db
      .select({ paidBy: purchases.paidBy, n: count(), amount: sumCents(purchases.amount) })
      .from(purchases)
      .where(condition)
      .groupBy(purchases.paidBy),
  };
}
