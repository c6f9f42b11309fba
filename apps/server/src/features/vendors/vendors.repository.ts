import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { VendorListFilter, VendorSearchField } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { users, vendors } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;
export type VendorChanges = Partial<Omit<NewVendorRow, "id" | "createdBy" | "createdAt" | "deletedAt">>;

const alive = isNull(vendors.deletedAt);

/**
 * "contains" on the named fields (trigram indexes). Phones are stored as bare digits, so only the
 * digits of the text are looked for there, and only when it has some.
 */
export function vendorTextMatch(text: string, fields: readonly VendorSearchField[]): SQL | undefined {
  const lower = text.trim().toLowerCase();
  if (lower === "") return undefined;
  const pattern = containsPattern(lower);
  const digits = lower.replace(/^\+1/, "").replace(/\D/g, "");
  const conditions = fields.map((field) => {
    if (field === "phone") return digits === "" ? undefined : sql`${vendors.phone} like ${`%${digits}%`}`;
    return sql`lower(${vendors[field]}) like ${pattern}`;
  });
  return or(...conditions) ?? sql`false`;
}

const createdByColumns = { createdByFirstName: users.firstName, createdByLastName: users.lastName };

export async function insertVendor(db: Executor, values: NewVendorRow): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  return row!;
}

/** A living vendor with the name of the staff member who added it. */
export async function findVendor(db: Executor, id: string) {
  const [row] = await db
    .select({ vendor: vendors, ...createdByColumns })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.createdBy))
    .where(and(eq(vendors.id, id), alive));
  return row ?? null;
}

export async function updateVendor(db: Executor, id: string, changes: VendorChanges): Promise<boolean> {
  const rows = await db
    .update(vendors)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(vendors.id, id), alive))
    .returning({ id: vendors.id });
  return rows.length > 0;
}

/** Marks the vendor deleted; the row stays for the purchases that name it. */
export async function softDeleteVendor(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(vendors)
    .set({ deletedAt: at })
    .where(and(eq(vendors.id, id), alive))
    .returning({ id: vendors.id, company: vendors.company });
  return row ?? null;
}

/** One page of living vendors and the count of all that match, as two statements. */
export function vendorListQueries(db: Executor, filter: VendorListFilter) {
  const where = and(alive, vendorTextMatch(filter.search, ["company", "representative", "email", "phone"]));
  const direction = filter.order === "desc" ? desc : asc;
  const key = filter.sort === "createdAt" ? sql`${vendors.createdAt}` : sql`(lower(${vendors.company}) collate "C")`;
  return {
    page: db
      .select({ vendor: vendors, ...createdByColumns })
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.createdBy))
      .where(where)
      .orderBy(direction(key), direction(vendors.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    total: db.select({ n: count() }).from(vendors).where(where),
  };
}

/** The picker's search: living vendors whose named fields contain the text, A–Z by company. */
export function searchVendors(db: Executor, text: string, fields: readonly VendorSearchField[], limit: number) {
  return db
    .select()
    .from(vendors)
    .where(and(alive, vendorTextMatch(text, fields)))
    .orderBy(sql`(lower(${vendors.company}) collate "C")`, vendors.id)
    .limit(limit);
}
