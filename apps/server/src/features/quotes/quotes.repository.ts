import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { quoteListQuerySchema } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customers, quoteLines, quotes, sales, users, vehicles } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type NewQuoteLineRow = typeof quoteLines.$inferInsert;
export type QuoteChanges = Partial<Omit<NewQuoteRow, "id" | "number" | "createdAt" | "createdBy">>;
export type QuoteListFilter = z.output<typeof quoteListQuerySchema>;

const author = alias(users, "author");
const deleter = alias(users, "deleter");
const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

export async function insertQuote(db: Executor, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function insertLines(db: Executor, rows: NewQuoteLineRow[]): Promise<void> {
  await db.insert(quoteLines).values(rows);
}

export async function deleteLines(db: Executor, quoteId: string): Promise<void> {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
}

export function findLines(db: Executor, quoteId: string): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/** The quote row, locked until the transaction ends: edits, sends and the one conversion of a quote queue up here. */
export async function lockQuote(db: Executor, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return row ?? null;
}

export async function updateQuote(db: Executor, id: string, changes: QuoteChanges): Promise<void> {
  await db
    .update(quotes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(quotes.id, id));
}

/** The quote with who wrote it, its customer and vehicle, the sale it became and who deleted it. */
export async function findQuoteHeader(db: Executor, id: string) {
  const [row] = await db
    .select({
      quote: quotes,
      authorName: fullName(author),
      customer: { id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, awardPoints: customers.awardPoints },
      vehicle: {
        id: vehicles.id,
        type: vehicles.type,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
        color: vehicles.color,
        tag: vehicles.tag,
      },
      saleNumber: sales.number,
      deletedByName: sql<string | null>`trim(${deleter.firstName} || ' ' || ${deleter.lastName})`,
    })
    .from(quotes)
    .innerJoin(author, eq(author.id, quotes.createdBy))
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .leftJoin(sales, eq(sales.id, quotes.saleId))
    .leftJoin(deleter, eq(deleter.id, quotes.deletedBy))
    .where(eq(quotes.id, id));
  return row ?? null;
}
export type QuoteHeader = NonNullable<Awaited<ReturnType<typeof findQuoteHeader>>>;

/** Living quotes matching the filters; the text matches the number, the customer's name or phone, or the notes. */
function listFilter(f: QuoteListFilter): SQL | undefined {
  const text = f.text?.toLowerCase() ?? "";
  const digits = text.replace(/\D/g, "");
  const pattern = containsPattern(text);
  return and(
    isNull(quotes.deletedAt),
    f.status !== undefined ? eq(quotes.status, f.status) : undefined,
    f.customerId ? eq(quotes.customerId, f.customerId) : undefined,
    text
      ? or(
          sql`lower(${customers.name}) like ${pattern}`,
          sql`lower(${quotes.notes}) like ${pattern}`,
          digits ? sql`${customers.phone} like ${`%${digits}%`}` : undefined,
          /^\d{1,15}$/.test(text) ? eq(quotes.number, Number(text)) : undefined,
        )
      : undefined,
  );
}

/** One page of living quotes, newest first. */
export function quotePageQuery(db: Executor, f: QuoteListFilter) {
  return db
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      customerId: quotes.customerId,
      customerName: customers.name,
      vehicleType: quotes.vehicleType,
      validUntil: quotes.validUntil,
      amount: quotes.amount,
      saleId: quotes.saleId,
      sentAt: quotes.sentAt,
      createdBy: quotes.createdBy,
      authorName: fullName(author),
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(author, eq(author.id, quotes.createdBy))
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(listFilter(f))
    .orderBy(desc(quotes.createdAt), desc(quotes.number))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}
export type QuoteListRow = Awaited<ReturnType<typeof quotePageQuery>>[number];

export async function countQuotes(db: Executor, f: QuoteListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .where(listFilter(f));
  return row?.n ?? 0;
}
