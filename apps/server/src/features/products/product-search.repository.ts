import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { ProductListFilter, ProductSearchFilter } from "@washdesk/domain";
import { itemKindByName } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { products } from "../../platform/db/schema";
import { containsPattern, prefixPattern } from "../../platform/db/like-pattern";

const alive = isNull(products.deletedAt);
/** The expression products_name_idx and products_name_trgm_idx are built on. */
const nameKey = sql`lower(${products.name})`;

/** Text anywhere in the name (trigram index) or the code; a catalog is small enough for the code's scan. */
function textMatch(text: string, fields: readonly ("name" | "code")[]): SQL | undefined {
  if (text === "") return undefined;
  const pattern = containsPattern(text.toLowerCase());
  return or(
    fields.includes("name") ? sql`${nameKey} like ${pattern}` : undefined,
    fields.includes("code") ? sql`lower(${products.code}) like ${pattern}` : undefined,
  );
}

function sortKey(filter: ProductListFilter): SQL {
  switch (filter.sort) {
    case "code":
      return sql`lower(${products.code})`;
    case "price":
      return sql`${products.price}`;
    case "stock":
      return sql`${products.stock}`;
    case "createdAt":
      return sql`${products.createdAt}`;
    default:
      return nameKey;
  }
}

/** The statements of one products page: the page itself and the total, with the same filters. */
export function productListQueries(db: Executor, filter: ProductListFilter) {
  const where = and(
    alive,
    textMatch(filter.search, ["name", "code"]),
    filter.category === "" ? undefined : eq(products.category, filter.category),
    filter.kind === "all" ? undefined : eq(products.kind, itemKindByName[filter.kind]),
    filter.active === "all" ? undefined : eq(products.active, filter.active === "active"),
  );
  const direction = filter.order === "desc" ? desc : asc;
  // Products without stock (services, combos) sort after those with a count, whichever the direction.
  const nullsLast = filter.sort === "stock" ? [sql`${products.stock} is null`] : [];
  return {
    page: db
      .select()
      .from(products)
      .where(where)
      .orderBy(...nullsLast, direction(sortKey(filter)), direction(products.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    total: db.select({ n: count() }).from(products).where(where),
  };
}

/**
 * GET /api/search/product: at most `limit` living products. An exact code comes first (a scanned
 * barcode), then names that start with the text, then the rest, each A–Z (for the counter: its
 * favourites, then its positions, then A–Z).
 */
export function searchProducts(db: Executor, filter: ProductSearchFilter) {
  const { kinds, categories } = filter.categories;
  const text = filter.text.toLowerCase();
  // The counter's order: products_counter_order_idx holds it, so the first tiles need no sort.
  const order =
    filter.order === "counter"
      ? [sql`${products.favourite} desc nulls last`, sql`${products.position} asc nulls last`, nameKey, products.id]
      : [nameKey, products.id];
  // No text, no ranking: a constant in ORDER BY would be read as a column position.
  const ranking =
    text === "" ? order : [sql`case when lower(${products.code}) = ${text} then 0 when ${nameKey} like ${prefixPattern(text)} then 1 else 2 end`, ...order];
  return db
    .select()
    .from(products)
    .where(
      and(
        alive,
        filter.includeInactive ? undefined : eq(products.active, true),
        filter.excludes.length > 0 ? notInArray(products.id, filter.excludes) : undefined,
        kinds.length + categories.length > 0
          ? or(
              kinds.length > 0 ? inArray(products.kind, kinds) : undefined,
              categories.length > 0 ? inArray(sql`lower(${products.category})`, categories) : undefined,
            )
          : undefined,
        textMatch(text, filter.fields),
      ),
    )
    .orderBy(...ranking)
    .limit(filter.limit);
}

/** The categories in use among living products, A–Z, without the blank one. */
export async function findCategories(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ category: products.category })
    .from(products)
    .where(and(alive, ne(products.category, "")))
    .groupBy(products.category)
    .orderBy(sql`lower(${products.category})`, products.category);
  return rows.map((row) => row.category);
}
