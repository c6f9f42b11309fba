import { and, asc, count, desc, eq, gte, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { ReviewListQuery } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customers, reviewRequests, sales } from "../../platform/db/schema";

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;

/**
 * Holds the customer's review requests until the transaction ends: two sales completed at once, or
 * two job runs sending at once, decide one after the other, so a customer is asked once per cooldown.
 */
export async function lockCustomerReviews(db: Executor, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${customerId}`}))`);
}

export async function findReviewCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      alertSms: customers.alertSms,
      alertNoReviewSms: customers.alertNoReviewSms,
      deletedAt: customers.deletedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** When the customer was last asked: a request sent, or one scheduled and still to go (skipped ones asked nothing). */
export async function lastAskedAt(db: Executor, customerId: string, except?: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(coalesce(${reviewRequests.sentAt}, ${reviewRequests.dueAt}))` })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.customerId, customerId),
        ne(reviewRequests.status, "skipped"),
        except ? ne(reviewRequests.id, except) : undefined,
        // Scheduled requests of others count; when sending, only what was actually sent counts.
        except ? isNotNull(reviewRequests.sentAt) : undefined,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** Whether the sale a request was made for has been deleted since (it should not have been rung up). */
export async function saleDeleted(db: Executor, saleId: string | null): Promise<boolean> {
  if (!saleId) return false;
  const [row] = await db.select({ deletedAt: sales.deletedAt }).from(sales).where(eq(sales.id, saleId));
  return row?.deletedAt != null;
}

export async function insertReviewRequest(db: Executor, values: { customerId: string; saleId: string; dueAt: Date }): Promise<void> {
  await db.insert(reviewRequests).values(values).onConflictDoNothing({ target: reviewRequests.saleId });
}

/** The next due request no other run holds, locked until the transaction ends. */
export async function claimDueRequest(db: Executor, now: Date): Promise<ReviewRequestRow | null> {
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.status, "scheduled"), lte(reviewRequests.dueAt, now)))
    .orderBy(asc(reviewRequests.dueAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ?? null;
}

export async function updateReviewRequest(db: Executor, id: string, changes: Partial<typeof reviewRequests.$inferInsert>): Promise<void> {
  await db.update(reviewRequests).set(changes).where(eq(reviewRequests.id, id));
}

export async function findReviewRequest(db: Executor, id: string, forUpdate = false): Promise<ReviewRequestRow | null> {
  const query = db.select().from(reviewRequests).where(eq(reviewRequests.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

function listFilter(query: ReviewListQuery): SQL | undefined {
  return and(query.status ? eq(reviewRequests.status, query.status) : undefined, query.rating ? eq(reviewRequests.rating, query.rating) : undefined);
}

export async function listReviewRequests(db: Executor, query: ReviewListQuery) {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: reviewRequests, customerName: customers.name, customerPhone: customers.phone, saleNumber: sales.number })
      .from(reviewRequests)
      .innerJoin(customers, eq(customers.id, reviewRequests.customerId))
      .leftJoin(sales, eq(sales.id, reviewRequests.saleId))
      .where(where)
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reviewRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function reviewCounts(db: Executor) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${reviewRequests.sentAt} is not null)`.mapWith(Number),
      opened: sql<number>`count(*) filter (where ${reviewRequests.openedAt} is not null)`.mapWith(Number),
      rated: sql<number>`count(*) filter (where ${reviewRequests.rating} is not null)`.mapWith(Number),
      sum: sql<number>`coalesce(sum(${reviewRequests.rating}), 0)`.mapWith(Number),
    })
    .from(reviewRequests);
  return row!;
}

/** Ratings by month of the shop's calendar since `since`. */
export async function ratingsByMonth(db: Executor, since: Date, timeZone: string) {
  const month = sql<string>`to_char(${reviewRequests.ratedAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({ month, count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`sum(${reviewRequests.rating})`.mapWith(Number) })
      .from(reviewRequests)
      .where(and(isNotNull(reviewRequests.rating), gte(reviewRequests.ratedAt, since)))
      // By position: the month's expression carries the time zone as a parameter, numbered anew in a GROUP BY.
      .groupBy(sql`1`)
  );
}
