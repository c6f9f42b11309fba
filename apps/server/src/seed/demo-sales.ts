import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/database";
import { addDays, ItemKind, OrderStatus } from "@washdesk/domain";
import { customers, payments, products, refunds, saleLines, sales, vehicles } from "../platform/db/schema";
import { readShopSettings } from "../features/settings/settings.service";
import { readAwardPointsSettings } from "../features/settings/award-points.service";
import { findDemoStaff } from "./demo-staff";
import { insertJson } from "./insert-json";
import { createSaleGenerator, type GeneratedSale } from "./sale-generator";
import { seededRandom } from "./seeded-random";
import { businessDateAt, wallTimeToInstant } from "../platform/shop-clock";
import { crewOnTheClock, crewRota, findDemoCrewIds } from "./demo-crew-rota";

/** A year and a day: the dashboard's twelve months and the monthly report have a whole year to show. */
export const DEMO_SALE_DAYS = 366;
const DAY = 24 * 60 * 60 * 1000;

/** A v4-shaped id from a seeded generator, so seeded data is the same every time. */
export function seededUuid(random: () => number): () => string {
  const hex8 = () =>
    Math.floor(random() * 4_294_967_296)
      .toString(16)
      .padStart(8, "0");
  return () => {
    const hex = hex8() + hex8() + hex8() + hex8();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
}

/**
 * Six months of sales for the demo shop, priced with the domain functions from the products in the
 * database: mostly washes (the vehicle's price), some add-ons and retail, paid by card or cash (with
 * change), a few refunds, partial refunds and voids, and today's last sales still open. Built in
 * memory by the seeds' sale generator and written with a handful of multi-row INSERTs so start-up
 * stays fast. The catalog's stock counts are today's, so these past sales move no stock; customers'
 * points do follow.
 */
export async function seedDemoSales(db: Executor, now: Date): Promise<{ sales: number }> {
  const random = seededRandom(20_260_603);
  const { timeZone } = (await readShopSettings(db)).utility;
  const catalog = await db
    .select()
    .from(products)
    .where(and(isNull(products.deletedAt), eq(products.active, true)))
    .orderBy(products.code);
  const staff = await findDemoStaff(db);
  // In the order they were added: a sale names only a customer already on file (demo-customers.ts),
  // so each month of the history brings new customers, as a shop's does.
  const people = await db
    .select({ customerId: customers.id, vehicleId: vehicles.id, vehicleType: vehicles.type, addedAt: customers.createdAt })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(isNull(customers.deletedAt), isNull(vehicles.deletedAt)))
    .orderBy(customers.createdAt, vehicles.id);
  let onFile = 0;
  const generator = createSaleGenerator({ random, uuid: seededUuid(random), timeZone, points: await readAwardPointsSettings(db), catalog });
  if (!generator.canSell || !staff) return { sales: 0 };
  const { cashier, owner } = staff;

  const generated: GeneratedSale[] = [];
  const today = businessDateAt(now, timeZone);
  for (let daysAgo = DEMO_SALE_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const date = addDays(today, -daysAgo);
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const count = Math.floor(weekend ? 18 + random() * 10 : 10 + random() * 8);
    // Rung up from 7 am to 6 pm in the shop's own time zone, so a sale and its void ten minutes
    // later fall on one business day in any zone the demo is started in.
    const opening = wallTimeToInstant(`${date} 07:00:00`, timeZone).getTime();
    const times = Array.from({ length: count }, () => opening + Math.floor(random() * 11 * 60) * 60_000)
      .filter((t) => t < now.getTime() - 5 * 60_000)
      .sort((a, b) => a - b);
    times.forEach((time, index) => {
      const openToday = daysAgo === 0 && index >= times.length - 2;
      while (onFile < people.length && people[onFile]!.addedAt.getTime() <= time) onFile++;
      const sale = generator.ringUp({
        at: new Date(time),
        cashierId: random() < 0.75 ? cashier.id : owner.id,
        party: random() < 0.7 && onFile > 0 ? people[Math.floor(random() * onFile)]! : null,
        registerSessionId: null,
        open: openToday,
      });
      generated.push(sale);
      if (openToday) return;
      const outcome = random();
      const later = (ms: number) => new Date(Math.min(time + ms, now.getTime() - 60_000));
      if (outcome < 0.01) generator.voidSale(sale, new Date(time + 10 * 60_000), owner.id, null);
      else if (outcome < 0.025) generator.refund(sale, "all", later(Math.floor(random() * 3) * DAY + 3_600_000), owner.id, null);
      else if (outcome < 0.04 && sale.sale.amount >= 400) generator.refund(sale, "part", later(3_600_000), owner.id, null);
    });
  }

  await putCrewOnLines(db, generated, now, timeZone);

  // In time order, so receipt numbers (bigserial) rise with the dates.
  await insertJson(
    db,
    sales,
    generated.map((g) => g.sale),
  );
  await insertJson(
    db,
    saleLines,
    generated.flatMap((g) => g.lines),
  );
  await insertJson(
    db,
    payments,
    generated.flatMap((g) => g.payments),
  );
  await insertJson(
    db,
    refunds,
    generated.flatMap((g) => g.refunds),
  );
  await addPoints(db, generated);
  return { sales: generated.length };
}

/**
 * The crew on the rota (demo-crew-rota.ts) do the washes and details of the sales rung up while
 * they are on the clock: one of them, drawn from its own seeded generator (so the sales themselves
 * stay the same), is named as staff on every service and package line of the sale. Sales later voided
 * or refunded keep no staff, so no commission of a pay period is taken back by another; their tips
 * go to the day's pool.
 */
async function putCrewOnLines(db: Executor, generated: readonly GeneratedSale[], now: Date, timeZone: string): Promise<void> {
  const crew = await findDemoCrewIds(db);
  if (!crew) return;
  const today = businessDateAt(now, timeZone);
  const rota = crewRota(today, crew);
  const first = rota[0]?.date ?? today;
  const onTheClock = crewOnTheClock(rota, timeZone);
  const random = seededRandom(20_261_124);
  for (const g of generated) {
    if (g.sale.businessDate! < addDays(first, -1) || g.sale.status !== OrderStatus.Completed || g.refunds.length > 0) continue;
    const working = onTheClock(g.sale.createdAt as Date);
    if (working.length === 0) continue;
    const who = working[Math.floor(random() * working.length)]!;
    for (const line of g.lines) {
      if (line.kind !== ItemKind.Standard) line.staffIds = [who];
    }
  }
}

/** Customers' points follow their sales: earned, taken back by refunds, never below zero. */
export async function addPoints(db: Executor, generated: readonly GeneratedSale[]): Promise<void> {
  const byCustomer = new Map<string, number>();
  for (const g of generated) {
    const id = g.sale.customerId;
    if (id && g.points !== 0) byCustomer.set(id, (byCustomer.get(id) ?? 0) + g.points);
  }
  const rows = [...byCustomer].filter(([, n]) => n !== 0).map(([id, n]) => ({ id, n }));
  if (rows.length === 0) return;
  await db.execute(
    sql`update ${customers} set award_points = greatest(${customers.awardPoints} + v.n, 0) from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, n int) where ${customers.id} = v.id`,
  );
}
