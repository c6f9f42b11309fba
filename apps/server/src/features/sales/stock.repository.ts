import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { products } from "../../platform/db/schema";

/**
 * Applies stock changes (product id → units, negative for a sale) to products that keep stock
 * (standard products; services and combos have none). The rows are locked in id order first, so
 * two sales touching the same products wait for each other instead of deadlocking. NO KEY UPDATE,
 * not UPDATE: the sale's own lines already hold KEY SHARE on these rows (their foreign key), and
 * FOR UPDATE would wait on the other sale's KEY SHARE while it waits on ours.
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
      select id from ${products} where id in (select v.id from (values ${values}) as v(id, units)) and stock is not null order by id for no key update
    )
    update ${products} set stock = ${products.stock} + v.units, updated_at = now()
    from (values ${values}) as v(id, units), locked
    where ${products.id} = v.id and locked.id = v.id`);
}
