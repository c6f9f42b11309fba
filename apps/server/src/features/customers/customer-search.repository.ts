import { and, count, eq, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { customerListQuerySchema } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customers, vehicles } from "../../platform/db/schema";
import { searchTerms, type SearchTerms } from "./search-terms";

export type CustomerListFilter = z.output<typeof customerListQuerySchema>;

/** The lower-case name in byte order: the expression customers_name_idx is built on. */
const nameKey = sql`(lower(${customers.name}) collate "C")`;

function sortKey(filter: CustomerListFilter): SQL {
  if (filter.sort === "createdAt") return sql`${customers.createdAt}`;
  if (filter.sort === "awardPoints") return sql`${customers.awardPoints}`;
  return nameKey;
}

/** A prefix on the name or the phone: one btree range each (customers_name_idx, customers_phone_key). */
function prefixMatch(terms: Extract<SearchTerms, { match: "namePrefix" | "phonePrefix" }>): SQL {
  return terms.match === "namePrefix" ? sql`${nameKey} like ${terms.pattern}` : sql`${customers.phone} like ${terms.pattern}`;
}

/** Text anywhere in the name, the e-mail or (for digits) the phone, through the trigram indexes. */
function ownFieldsContain(terms: Extract<SearchTerms, { match: "contains" }>): SQL {
  return or(
    sql`lower(${customers.name}) like ${terms.textPattern}`,
    sql`lower(${customers.email}) like ${terms.textPattern}`,
    terms.digitsPattern === null ? undefined : sql`${customers.phone} like ${terms.digitsPattern}`,
  )!;
}

/**
 * Customers with a living vehicle whose plate key matches (plateKey(): case, spaces and dashes
 * aside; see searchTerms). "= any(array(…))" runs the plate lookup once and then fetches those
 * customers by primary key; written as "in (…)" the planner guesses many plates and scans every
 * customer instead.
 */
function plateMatch(platePattern: string): SQL {
  const plates = sql`select ${vehicles.customerId} from ${vehicles} where ${vehicles.deletedAt} is null and ${vehicles.plateKey} like ${platePattern}`;
  return sql`${customers.id} = any(array(${plates}))`;
}

const listColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  isVip: customers.isVip,
  awardPoints: customers.awardPoints,
  createdAt: customers.createdAt,
};

/**
 * The statements of one customers page, as builders so the benchmark runs exactly this SQL.
 *
 * "walk": no search, or a name or phone prefix. The page is a walk down one index and the total a
 * count over one index range; they are independent statements (run side by side on a pool).
 *
 * "matched": text to find anywhere (see searchTerms). Every match must be found before the first
 * page can be sorted, so one statement finds them once (CTE "hits") and answers both the page and the total from it. Plate
 * matches live in another table; an OR across the two would defeat every index, so they are a
 * second branch (UNION ALL) that leaves out the customers the first branch already has.
 * `total` is only needed when a page past the end comes back empty.
 */
export function customerListQueries(db: Executor, filter: CustomerListFilter) {
  const base: SQL[] = [isNull(customers.deletedAt)];
  // Literal booleans, not parameters: the planner then can use the partial index on VIPs.
  if (filter.vip === "vip") base.push(sql`${customers.isVip}`);
  if (filter.vip === "regular") base.push(sql`not ${customers.isVip}`);
  const direction = filter.order === "desc" ? sql`desc` : sql`asc`;
  const offset = (filter.page - 1) * filter.pageSize;
  const terms = searchTerms(filter.search);

  if (!terms || terms.match !== "contains") {
    const where = and(...base, terms ? prefixMatch(terms) : undefined);
    return {
      kind: "walk" as const,
      page: db
        .select({ ...listColumns, sortKey: sortKey(filter).as("sort_key") })
        .from(customers)
        .where(where)
        .orderBy(sql`sort_key ${direction}`, sql`${customers.id} ${direction}`)
        .limit(filter.pageSize)
        .offset(offset),
      total: db.select({ n: count() }).from(customers).where(where),
    };
  }

  const own = ownFieldsContain(terms);
  const byOwnFields = and(...base, own);
  const hitColumns = { id: customers.id, sortKey: sortKey(filter).as("sort_key") };
  const ownHits = db.select(hitColumns).from(customers).where(byOwnFields);
  const hits = db.$with("hits").as(
    terms.platePattern === null
      ? ownHits
      : unionAll(
          ownHits,
          db
            .select(hitColumns)
            .from(customers)
            .where(and(...base, plateMatch(terms.platePattern), not(own))),
        ),
  );
  const pageHits = db.$with("page_hits").as(
    db
      .select()
      .from(hits)
      .orderBy(sql`sort_key ${direction}`, sql`id ${direction}`)
      .limit(filter.pageSize)
      .offset(offset),
  );
  return {
    kind: "matched" as const,
    page: db
      .with(hits, pageHits)
      .select({ ...listColumns, total: sql<number>`(select count(*) from hits)`.mapWith(Number) })
      .from(pageHits)
      .innerJoin(customers, eq(customers.id, pageHits.id))
      .orderBy(sql`${pageHits.sortKey} ${direction}`, sql`${pageHits.id} ${direction}`),
    total: db.with(hits).select({ n: count() }).from(hits),
  };
}
