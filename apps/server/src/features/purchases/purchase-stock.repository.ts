import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { products } from "../../platform/db/schema";

/**
 * Adds units (negative to take them back) to the products that keep stock: standard products;
 * services and combos have none and are left alone. Rows are locked in id order first, so two
 * purchases or sales touching the same products wait for each other instead of deadlocking.
 */
export async function moveStock(db: Executor, deltas: ReadonlyMap<string, number>): Promise<void> {
  const moves = [...deltas].filter(([, units]) => units !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(([id, units]) => sql`(${id}::uuid, ${units}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with locked as materialized (
      select id from ${products} where id in (select v.id from (values ${values}) as v(id, units)) and stock is not null order by id for update
    )
    update ${products} set stock = ${products.stock} + v.units, updated_at = now()
    from (values ${values}) as v(id, units), locked
    where ${products.id} = v.id and locked.id = v.id`);
}

/** Units per product of some lines (a product appears once per purchase, but sum anyway). */
export function unitsByProduct(lines: readonly { productId: string | null; quantity: number }[], sign: 1 | -1 = 1): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + sign * line.quantity);
  }
  return units;
}

/** What moves when old lines become new ones: new units minus old units, per product. */
export function stockDifference(
  before: readonly { productId: string | null; quantity: number }[],
  after: readonly { productId: string | null; quantity: number }[],
): Map<string, number> {
  const deltas = unitsByProduct(after);
  for (const [id, units] of unitsByProduct(before, -1)) deltas.set(id, (deltas.get(id) ?? 0) + units);
  return deltas;
}
