import { sql, type SQL } from "drizzle-orm";
import { colorNameFromHex, enumValues, VehicleType } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { vehicleCatalog } from "../features/vehicles/vehicle-catalog";
import { areaCodes, carColorCodes, firstNames, lastNames } from "./demo-people";

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * `count` customers with one or two vehicles each, written by two set-based statements
 * (generate_series) so 100k rows take seconds, not minutes. Deterministic: the same count gives
 * the same names, phones and plates. Expects an empty customers table (phones are unique). For the
 * benchmarks and a shop with years of history; a live database would vacuum and analyze them soon
 * after, which the caller does outside its transaction.
 */
export async function seedBulkCustomers(db: Executor, count: number): Promise<void> {
  const makeModels = Object.entries(vehicleCatalog).flatMap(([make, models]) => models.map((model) => `${make}|${model}`));
  const colorNames = carColorCodes.map(colorNameFromHex);
  await db.execute(sql`
    insert into customers (name, phone, email, is_vip, award_points, alert_sms, created_at)
    select
      (${textArray(firstNames)})[1 + h % ${firstNames.length}] || ' ' || (${textArray(lastNames)})[1 + h / 1000 % ${lastNames.length}],
      -- The seven local digits are unique per i (7919 is prime to 10^7); the area code is drawn independently.
      (${textArray(areaCodes)})[1 + h / 1000000 % ${areaCodes.length}] || lpad(((i::bigint * 7919 + 1234567) % 10000000)::text, 7, '0'),
      lower((${textArray(firstNames)})[1 + h % ${firstNames.length}]) || i || '@example.com',
      h / 7 % 20 = 0,
      h / 131 % 500,
      h / 17 % 3 = 0,
      now() - make_interval(mins => i)
    from generate_series(1, ${count}::int) as g(i)
    -- A multiplicative hash, so that name, area code and VIP flag do not follow each other.
    cross join lateral (select (i::bigint * 2654435761) % 4294967296 as h) x`);
  await db.execute(sql`
    insert into vehicles (customer_id, type, make, model, year, color, color_code, tag, created_at)
    select c.id,
      (${textArray(enumValues(VehicleType))})[1 + h % 5],
      split_part((${textArray(makeModels)})[1 + h % ${makeModels.length}], '|', 1),
      split_part((${textArray(makeModels)})[1 + h % ${makeModels.length}], '|', 2),
      (1996 + h % 30)::text,
      (${textArray(colorNames)})[1 + (h / 7) % ${colorNames.length}],
      (${textArray(carColorCodes)})[1 + (h / 7) % ${carColorCodes.length}],
      chr(65 + (h % 26)::int) || chr(65 + (h / 26 % 26)::int) || chr(65 + (h / 676 % 26)::int) || lpad((h / 17576 % 10000)::text, 4, '0'),
      c.created_at
    from (select id, created_at, row_number() over (order by created_at, id) as rn from customers where deleted_at is null) c
    cross join generate_series(1, 1 + (c.rn % 2)::int) as k
    cross join lateral (select (c.rn * 2654435761 + k * 40503) % 2147483647 as h) x`);
}
